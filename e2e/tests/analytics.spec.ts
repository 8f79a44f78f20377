/**
 * A shopper arrives from a Pinterest pin (the link's utm_source=pinterest), buys the piece, and the
 * maker sees the visit, the funnel and the sale under Pinterest in Admin → Analytics. The suite's
 * Chromium is headless and says so in its user agent, which the shop does not count (robots and
 * automated browsers are left out): this story's shopper sends an ordinary desktop Chrome's.
 */
import type { Product } from '@shop/shared/schemas/product';
import { expect, test } from '../support/test';
import { adminContext, inStockProducts } from '../support/audit-fixtures';
import { fillPaymentAddress } from '../support/demo-payment';
import { signUpCustomer } from '../support/shop-session';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.use({ userAgent: DESKTOP_CHROME });

test('a visit from a Pinterest pin and its purchase show in Analytics under Pinterest', async ({
  page,
  browser,
  baseURL,
}) => {
  // A purchase, then the admin panel in a second context: two stories' worth of pages.
  test.slow();
  await signUpCustomer(page.request, baseURL!, 'pinner');
  const [piece] = await inStockProducts(page.request);
  const product = (await (await page.request.get(`/api/products/${piece!.id}`)).json()) as Product;

  // The pin's link, as the Pinterest feed writes it.
  await page.goto(
    `/products/${product.id}?utm_source=pinterest&utm_medium=product_feed&utm_campaign=pinterest_catalog`,
  );
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  const form = page.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(form, { name: 'Pia Pinner', line1: '3 Pin Row' });
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orders = (await (await page.request.get('/api/orders')).json()) as {
    items: { totalCents: number }[];
  };
  const total = `$${(orders.items[0]!.totalCents / 100).toFixed(2)}`;

  // The maker's view (events are written every few seconds: the page is read until they are).
  const { context } = await adminContext(browser, baseURL!);
  const admin = await context.newPage();
  await admin.goto('/admin/analytics');
  await expect(admin.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible({
    timeout: 30_000,
  });
  const pinterest = admin.getByRole('row', { name: /^Pinterest/ });
  await expect(async () => {
    await admin.reload();
    await expect(pinterest).toBeVisible({ timeout: 10_000 });
    await expect(pinterest).toContainText(total, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(pinterest).toContainText('product_feed · pinterest_catalog');
  expect(Number(await admin.getByTestId('funnel-paid').innerText())).toBeGreaterThanOrEqual(1);
  expect(Number(await admin.getByTestId('analytics-visitors').innerText())).toBeGreaterThanOrEqual(
    1,
  );
  await expect(admin.getByRole('row', { name: new RegExp(`^${product.name}`) })).toBeVisible();

  // The dashboard's tile counts today's visitors.
  await admin.goto('/admin');
  await expect(admin.getByTestId('tile-visitors-today')).not.toHaveText('0');
  await context.close();
});
