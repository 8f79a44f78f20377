/**
 * What the audit specs need on screen, seeded through the API once per run: a customer with a
 * wishlist, a paid order with addresses, a paid digital pattern and an open test checkout; for the admin a blog post,
 * monthly drops and inbox messages, so no page is audited in its empty state only.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import {
  postJson,
  signedInContext,
  signInAdmin,
  signUpCustomer,
  uniqueEmail,
  type Role,
} from './shop-session';
import { firstShippingOption } from './shipping-option';
import { demoPattern } from './catalog';

type ApiProduct = {
  id: string;
  name: string;
  stock: number;
  images: { src: string }[];
  options?: unknown[];
};

export type CustomerData = {
  email: string;
  orderId: string;
  paidSessionId: string;
  openSessionId: string;
  productId: string;
  /** A paid order of one digital pattern: its page shows the downloads. */
  patternOrderId: string;
};

export type AdminData = { blogPostId: string };

export const AUDIT_ADDRESS = {
  name: 'Marguerite Featherstonehaugh-Villanueva',
  line1: '1234 Extraordinarily Long Boulevard Name, Building 7',
  line2: 'Apartment 1205, Attention: Receiving Department',
  city: 'Rancho Santa Margarita',
  state: 'CA',
  postal_code: '92688-1234',
  country: 'US',
} as const;

export async function inStockProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/products?inStock=true&kind=physical&pageSize=100');
  const { items } = (await res.json()) as { items: ApiProduct[] };
  // Products with options need a variant chosen; the fixtures buy plain pieces.
  return items.filter((p) => p.stock >= 3 && !p.options?.length);
}

/** An in-stock variant of a product that takes a personalisation (the demo's beanie). */
async function personalisedVariant(request: APIRequestContext) {
  const res = await request.get('/api/products?inStock=true&kind=physical&pageSize=100');
  const { items } = (await res.json()) as { items: ApiProduct[] };
  for (const summary of items.filter((p) => p.options?.length)) {
    const product = (await (await request.get(`/api/products/${summary.id}`)).json()) as {
      personalisation: { maxLength: number } | null;
      variants: { id: string; stock: number }[];
    };
    const variant = product.variants.find((v) => v.stock > 0);
    if (product.personalisation && product.personalisation.maxLength >= 3 && variant) {
      return { productId: summary.id, variantId: variant.id };
    }
  }
  throw new Error('The demo catalog needs a personalised product with options in stock');
}

const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

async function seedCustomer(request: APIRequestContext, baseURL: string): Promise<CustomerData> {
  const email = await signUpCustomer(request, baseURL, 'audit');
  const [first, second, third] = await inStockProducts(request);
  if (!first || !second || !third) throw new Error('The demo catalog needs in-stock products');
  for (const product of [first, second]) {
    await postJson(request, baseURL, '/api/wishlist', { productId: product.id });
  }
  // The widest order a shopper makes: a variant with initials, two plain pieces, a discount code
  // and gift wrap, so every page that shows it is checked with all its lines.
  const personalised = await personalisedVariant(request);
  const paid = (await postJson(request, baseURL, '/api/checkout', {
    items: [
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 1 },
      {
        productId: personalised.productId,
        variantId: personalised.variantId,
        personalisation: 'ADA',
        quantity: 1,
      },
    ],
    discountCode: 'WELCOME10',
    giftWrap: true,
  })) as { url: string };
  const paidSessionId = sessionIdOf(paid.url);
  const result = (await postJson(request, baseURL, `/api/test-checkout/${paidSessionId}/pay`, {
    shippingAddress: AUDIT_ADDRESS,
    billingSameAsShipping: true,
    shippingOptionId: await firstShippingOption(request, baseURL, paidSessionId),
  })) as { orderId: string };
  // A pattern alone: the payment page asks a billing address only.
  const pattern = await demoPattern(request);
  const patternSession = sessionIdOf(
    (
      (await postJson(request, baseURL, '/api/checkout', {
        items: [{ productId: pattern.id, quantity: 1 }],
      })) as { url: string }
    ).url,
  );
  const patternOrder = (await postJson(
    request,
    baseURL,
    `/api/test-checkout/${patternSession}/pay`,
    { billingSameAsShipping: false, billingAddress: AUDIT_ADDRESS },
  )) as { orderId: string };
  const open = (await postJson(request, baseURL, '/api/checkout', {
    items: [{ productId: third.id, quantity: 1 }],
  })) as { url: string };
  return {
    email,
    orderId: result.orderId,
    paidSessionId,
    openSessionId: sessionIdOf(open.url),
    productId: first.id,
    patternOrderId: patternOrder.orderId,
  };
}

async function seedAdmin(request: APIRequestContext, baseURL: string): Promise<AdminData> {
  await signInAdmin(request, baseURL);
  const [product] = await inStockProducts(request);
  const imageUrl = product?.images[0]?.src;
  if (!imageUrl) throw new Error('The demo catalog needs product images');
  const post = (await postJson(request, baseURL, '/api/blog-posts', {
    title: 'How a sage baby blanket comes together',
    content:
      'Every blanket starts with a swatch. I pick a cotton that softens with each wash, then ' +
      'work a test square to check the drape.\n\nThe border comes last: a shell stitch that ' +
      'frames the whole piece and keeps the edges from curling.',
    imageUrl,
  })) as { id: string };
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  for (const [name, releaseDate] of [
    ['Autumn Acorn Cardigan', today],
    ['Winter Lantern Garland', later],
  ] as const) {
    await postJson(request, baseURL, '/api/admin/monthly-drops', {
      name,
      description: 'A small batch in hand-dyed wool, released once and never repeated.',
      price: 42.5,
      stock: 6,
      imageUrl,
      releaseDate,
    });
  }
  // Three messages from one person: the inbox must tell them apart.
  const sender = uniqueEmail('pen-pal');
  for (const message of [
    'Do you take custom orders for a christening blanket in ivory?',
    'Could the amigurumi fox come in a smaller size for a keychain?',
    'Thank you, the parcel arrived today and it is lovely!',
  ]) {
    await postJson(request, baseURL, '/api/contact', {
      name: 'Juniper Ashworth',
      email: sender,
      message,
    });
  }
  return { blogPostId: post.id };
}

export const customerContext = (browser: Browser, baseURL: string) =>
  signedInContext(browser, baseURL, 'customer', (request) => seedCustomer(request, baseURL));

export const adminContext = (browser: Browser, baseURL: string) =>
  signedInContext(browser, baseURL, 'admin', (request) => seedAdmin(request, baseURL));

/** A context for auditing pages as `role`: signed in as the seeded customer or admin, or a visitor. */
export async function roleContext(role: Role, browser: Browser, baseURL: string) {
  if (role === 'admin') return (await adminContext(browser, baseURL)).context;
  if (role === 'customer') return (await customerContext(browser, baseURL)).context;
  return browser.newContext({ baseURL });
}

/** Seeds the audit's customer and admin data once, and names a product in stock. */
export async function seedAuditIds(browser: Browser, baseURL: string, request: APIRequestContext) {
  const admin = await adminContext(browser, baseURL);
  const customer = await customerContext(browser, baseURL);
  await Promise.all([admin.context.close(), customer.context.close()]);
  const [product] = await inStockProducts(request);
  const reviewed = await request.get('/api/products?search=Clover%20the%20Bunny');
  const { items } = (await reviewed.json()) as { items: ApiProduct[] };
  const beanie = await request.get('/api/products?search=Chunky%20Pom-Pom%20Beanie');
  const withOptions = ((await beanie.json()) as { items: ApiProduct[] }).items;
  const pattern = await demoPattern(request);
  return {
    productId: product!.id,
    reviewedProductId: items[0]!.id,
    optionsProductId: withOptions[0]!.id,
    pattern: { id: pattern.id, name: pattern.name },
    customer: customer.data,
    admin: admin.data,
  };
}
