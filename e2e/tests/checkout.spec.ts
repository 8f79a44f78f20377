/**
 * Checkout end to end with the built-in test payment provider: a new customer buys two
 * pieces, pays on the test hosted page, sees the confirmation and the order in My Orders, the
 * stock goes down, the admin moves the order to Processing and the customer sees it. And a
 * customer who cancels on the hosted page is back on /cart with the stock restored.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import type { Product, ProductList, ProductSummary } from '@shop/shared/schemas/product';
import { expect, test } from '../support/test';
import { addToCartFromListing } from '../support/cart';

type ApiOrder = { id: string; paymentStatus: string; status: string; totalCents: number };

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 Loop Lane',
  city: 'Asheville',
  state: 'NC',
  zip: '28801',
};

async function signUp(page: Page, baseURL: string) {
  const email = `buyer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a long test password', name: 'Buyer' },
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

async function inStockProducts(request: APIRequestContext, count: number) {
  const res = await request.get('/api/products?inStock=true&kind=physical&pageSize=100');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as ProductList;
  // Products with options need a variant chosen; the story buys plain pieces from the listing.
  const picked = items.filter((p) => p.stock >= 2 && !p.options?.length).slice(0, count);
  if (picked.length < count) throw new Error('The demo catalog needs in-stock products');
  return picked;
}

async function stockOf(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/products/${id}`);
  return ((await res.json()) as Product).stock;
}

async function checkOut(page: Page, { giftNote }: { giftNote?: string } = {}) {
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  if (giftNote) {
    // Marked as a gift with a note; both stay with the saved cart across a reload.
    await page.getByRole('checkbox', { name: 'This order is a gift' }).check();
    // The note is saved once the typing pauses (a shopper reading it over before going on).
    const noteSaved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/cart/changes') && (r.request().postData() ?? '').includes(giftNote),
    );
    await page.getByRole('textbox', { name: 'Gift note' }).fill(giftNote);
    await expect(page.getByText(`${giftNote.length}/250 characters`)).toBeVisible();
    await noteSaved;
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'This order is a gift' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Gift note' })).toHaveValue(giftNote);
  }
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f-]+$/);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
}

test('a customer pays with the test provider and the admin moves the order along', async ({
  page,
  browser,
  baseURL,
}) => {
  const products = await inStockProducts(page.request, 2);
  const [first, second] = products as [ProductSummary, ProductSummary];
  const stockBefore = await Promise.all(products.map((p) => stockOf(page.request, p.id)));
  await signUp(page, baseURL!);

  // Two pieces into the cart, then Proceed to Checkout → the test hosted page.
  await addToCartFromListing(page, first);
  await addToCartFromListing(page, second);
  const giftNote = 'Happy birthday, Mo! Stay cosy.';
  await checkOut(page, { giftNote });
  const form = page.getByRole('form', { name: 'Payment details' });
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText(first.name)).toBeVisible();
  await expect(summary.getByText(second.name)).toBeVisible();
  // The demo shop's first rate, Standard, is preselected: $5.99, free from a $75.00 subtotal.
  const subtotalCents = first.priceCents + second.priceCents;
  const totalCents = subtotalCents + (subtotalCents >= 7500 ? 0 : 599);
  const total = `$${(totalCents / 100).toFixed(2)}`;
  await expect(summary).toContainText(total);
  // The cart was cleared on the way to the payment page.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(
    'Cart',
  );

  // The address form checks its fields before paying.
  await form.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await form.getByLabel('Full name').fill(ADDRESS.name);
  await form.getByLabel('Address line 1').fill(ADDRESS.line1);
  await form.getByLabel('City').fill(ADDRESS.city);
  await form.getByLabel('State').selectOption(ADDRESS.state);
  await form.getByLabel('ZIP code').fill(ADDRESS.zip);
  await form.getByRole('button', { name: `Pay ${total}` }).click();

  // The confirmation shows the order paid.
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(/Payment received — Order #[0-9a-f]{8} is paid\./)).toBeVisible();
  const ordersRes = await page.request.get('/api/orders');
  const [order] = ((await ordersRes.json()) as { items: ApiOrder[] }).items;
  expect(order).toMatchObject({ paymentStatus: 'paid', status: 'pending', totalCents });
  const orderTitle = `Order #${order!.id.slice(0, 8)}`;

  // My Orders lists it with its badge.
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByRole('heading', { name: orderTitle })).toBeVisible();
  await expect(page.getByText('Order is being processed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping Address' })).toContainText(ADDRESS.line1);
  const gift = page.getByRole('region', { name: 'Gift' });
  await expect(gift.getByText('Gift', { exact: true })).toBeVisible();
  await expect(gift).toContainText(giftNote);
  await page.getByRole('link', { name: 'Back to Orders' }).first().click();
  const card = page.getByRole('article', { name: orderTitle });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText(first.name)).toBeVisible();
  await expect(card).toContainText(total);

  // The stock went down by what was bought.
  expect(await stockOf(page.request, first.id)).toBe(stockBefore[0]! - 1);
  expect(await stockOf(page.request, second.id)).toBe(stockBefore[1]! - 1);

  // The admin sets it to Processing from the orders table.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const signIn = await admin.request.post('/api/auth/sign-in/email', {
    data: ADMIN,
    headers: { origin: baseURL! },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await admin.getByLabel('Search orders').fill(order!.id.slice(0, 8));
  const status = admin.getByLabel(`Status of ${orderTitle}`).locator('visible=true');
  await expect(status).toHaveValue('pending');
  await status.selectOption('processing');
  await expect(admin.getByText('Saved', { exact: true }).locator('visible=true')).toBeVisible();
  await adminContext.close();

  // The customer sees Processing.
  await page.reload();
  await expect(
    page.getByRole('article', { name: orderTitle }).getByText('Processing', { exact: true }),
  ).toBeVisible();
});

test('cancelling on the hosted page returns to the cart and restores the stock', async ({
  page,
  baseURL,
}) => {
  const [product] = (await inStockProducts(page.request, 1)) as [ProductSummary];
  const before = await stockOf(page.request, product.id);
  await signUp(page, baseURL!);
  await addToCartFromListing(page, product);
  await checkOut(page);
  expect(await stockOf(page.request, product.id)).toBe(before - 1);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  // The piece is back in the cart, ready to try again, and back on the shelf. Cancelled by the
  // app, the cart takes the piece back at once; cancelled by the page's form before the app ran,
  // the cart page the server renders offers it back.
  const line = page.getByRole('listitem', { name: product.name });
  const offer = page.getByRole('button', { name: 'Restore cart' });
  await expect(line.or(offer)).toBeVisible();
  if (await offer.isVisible()) await offer.click();
  await expect(line).toBeVisible();
  expect(await stockOf(page.request, product.id)).toBe(before);
});
