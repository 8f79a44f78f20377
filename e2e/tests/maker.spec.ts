/**
 * The maker's day-to-day: completing a paid order with a tracking number mails the
 * shopper; a visitor asks to hear when a sold-out piece is back, confirms by mail, the maker
 * restocks it and the visitor's mail links straight to the product.
 */
import { type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstLink, newestMailToWith } from '../support/outbox';
import { firstShippingOption } from '../support/shipping-option';
import { WREN_ADDRESS as ADDRESS } from '@shop/shared/testing/addresses';

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const SHOPPER_PASSWORD = 'correct horse battery';

// Room for one wait on the shared sign-in limit (see `post`).
test.describe.configure({ timeout: 150_000 });

type ApiProduct = { id: string; name: string; stock: number; options?: unknown[] };

/**
 * A JSON POST that must succeed. The whole suite signs in from one address, so the sign-in
 * limit (10 a minute per IP) may answer 429 here: like a client should, wait as told and retry.
 */
async function post(request: APIRequestContext, origin: string, url: string, data: object) {
  let res = await request.post(url, { data, headers: { origin } });
  for (let attempt = 0; res.status() === 429 && attempt < 2; attempt++) {
    const waitSeconds = Number(
      res.headers()['x-retry-after'] ?? res.headers()['retry-after'] ?? 30,
    );
    await new Promise((resolve) => setTimeout(resolve, (Math.min(waitSeconds, 60) + 1) * 1000));
    res = await request.post(url, { data, headers: { origin } });
  }
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Waits until a mail to `to` contains `text` (a refund also mails its split), and returns it. */
async function mailContaining(to: string, text: string) {
  let mail = '';
  await expect
    .poll(async () => (mail = await newestMailToWith(to, text)).length > 0, { timeout: 15_000 })
    .toBe(true);
  return mail;
}

async function inStockProduct(request: APIRequestContext, skip = 0): Promise<ApiProduct> {
  const res = await request.get('/api/products?inStock=true&kind=physical&sortBy=newest');
  const { items } = (await res.json()) as { items: ApiProduct[] };
  // Plain pieces: a product with options needs a variant chosen, which is its own story.
  return items.filter((p) => !p.options?.length)[skip]!;
}

/** A shopper signs up and pays for one unit of `product` through the test provider. */
async function paidOrder(browser: Browser, origin: string, product: ApiProduct) {
  const shopperEmail = `wren-${Date.now().toString(36)}@example.com`;
  const shopper = await browser.newContext({ baseURL: origin });
  await post(shopper.request, origin, '/api/auth/sign-up/email', {
    email: shopperEmail,
    password: SHOPPER_PASSWORD,
    name: 'Wren',
  });
  const { url } = await post(shopper.request, origin, '/api/checkout', {
    items: [{ productId: product.id, quantity: 1 }],
  });
  const sessionId = (url as string).replace('/test-checkout/', '');
  const { orderId } = await post(shopper.request, origin, `/api/test-checkout/${sessionId}/pay`, {
    shippingAddress: ADDRESS,
    billingSameAsShipping: true,
    shippingOptionId: await firstShippingOption(shopper.request, origin, sessionId),
  });
  await shopper.close();
  return { shopperEmail, orderId: orderId as string, number: (orderId as string).slice(0, 8) };
}

test('completing an order with tracking mails the shopper', async ({ page, browser, baseURL }) => {
  const origin = baseURL!;
  const { shopperEmail, number } = await paidOrder(
    browser,
    origin,
    await inStockProduct(page.request),
  );

  await post(page.request, origin, '/api/auth/sign-in/email', ADMIN);
  await page.goto('/admin/orders');
  await page
    .getByLabel(`Status of Order #${number}`)
    .filter({ visible: true })
    .selectOption('completed');
  const dialog = page.getByRole('dialog', { name: `Complete Order #${number}` });
  await dialog.getByLabel('Tracking number (optional)').fill('9400 1118 9922 3');
  await dialog
    .getByLabel('Carrier tracking link (optional)')
    .fill('https://tools.usps.com/go/TrackConfirmAction?tLabels=94001118992');
  await dialog.getByRole('button', { name: 'Complete and notify' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved', { exact: true }).filter({ visible: true })).toBeVisible();

  const mail = await mailContaining(shopperEmail, `order #${number} is on its way`);
  expect(mail).toContain('Tracking number: 9400 1118 9922 3');
  expect(mail).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=94001118992');
});

test('a visitor is told once when a sold-out piece is back', async ({ page, browser, baseURL }) => {
  const origin = baseURL!;
  const visitorEmail = `fern-${Date.now().toString(36)}@example.com`;
  await post(page.request, origin, '/api/auth/sign-in/email', ADMIN);

  // The maker sells the last one: the product is sold out.
  const product = await inStockProduct(page.request, 1);
  const admin = await (await page.request.get(`/api/admin/products/${product.id}`)).json();
  const save = (stock: number) =>
    page.request.put(`/api/admin/products/${product.id}`, {
      headers: { origin },
      data: {
        name: admin.name,
        category: admin.category,
        description: admin.description,
        price: admin.priceCents / 100,
        stock,
        images: admin.images,
      },
    });
  expect((await save(0)).ok()).toBe(true);

  // A visitor asks on the product page and confirms from the mail.
  const visitor = await browser.newPage({ baseURL: origin });
  await visitor.goto(`/products/${product.id}`);
  await expect(visitor.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await visitor.getByLabel('Your email').fill(visitorEmail);
  await visitor.getByRole('button', { name: "Email me when it's back" }).click();
  await expect(visitor.getByText(`we sent a link to ${visitorEmail}`)).toBeVisible();
  const confirm = await mailContaining(visitorEmail, 'Confirm your back-in-stock alert');
  await visitor.goto(
    firstLink(confirm, /https?:\/\/[^\s"<>]+\/api\/stock-alerts\/confirm[^\s"<>]+/),
  );
  await visitor.getByRole('button', { name: "Yes, email me when it's back" }).click();
  await expect(visitor.getByRole('heading', { name: "You're on the list" })).toBeVisible();

  // The inventory shows who waits; the maker restocks.
  await page.goto(`/admin/products?search=${encodeURIComponent(product.name)}`);
  await expect(page.getByText('1 waiting').filter({ visible: true }).first()).toBeVisible();
  expect((await save(3)).ok()).toBe(true);

  const alert = await mailContaining(visitorEmail, `Subject: ${product.name} is back in stock`);
  await visitor.goto(firstLink(alert, new RegExp(`https?://[^\\s"<>]+/products/${product.id}`)));
  await expect(visitor.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await visitor.close();
});

test('cancelling a paid order refunds it and puts the piece back', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  const product = await inStockProduct(page.request, 1);
  const { shopperEmail, orderId, number } = await paidOrder(browser, origin, product);
  const stockOf = async () =>
    ((await (await page.request.get(`/api/products/${product.id}`)).json()) as ApiProduct).stock;
  const stockAfterSale = await stockOf();

  await post(page.request, origin, '/api/auth/sign-in/email', ADMIN);
  await page.goto('/admin/orders');
  const row = page.getByRole('row', { name: `Order #${number}` });
  await row.getByLabel(`Status of Order #${number}`).selectOption('cancelled');
  const confirm = page.getByRole('alertdialog', { name: `Cancel Order #${number}?` });
  await expect(confirm).toContainText(`${shopperEmail} is refunded`);
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  await expect.poll(stockOf).toBe(stockAfterSale + 1);
  await row.getByRole('button', { name: /1 item/ }).click();
  await expect(page.getByText(`by ${ADMIN.email}`)).toBeVisible();

  const mail = await mailContaining(shopperEmail, `order #${number} was cancelled`);
  expect(mail).toContain('We are refunding the full amount to the card you paid with');

  // The shopper's own order page says so too.
  const shopper = await browser.newContext({ baseURL: origin });
  await post(shopper.request, origin, '/api/auth/sign-in/email', {
    email: shopperEmail,
    password: SHOPPER_PASSWORD,
  });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/orders/${orderId}`);
  const summary = shopperPage.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(summary).toContainText('refunded to the card it was paid with');
  await shopper.close();
});
