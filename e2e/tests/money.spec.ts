/**
 * The money at checkout: the demo shop's shipping rates. A shopper picks Express on the demo
 * payments page, pays, and finds Subtotal, Shipping (Express) and the total on the order and in
 * the confirmation mail; the maker's Settings → Shipping refuses a bad rate with a field error.
 */
import { type Page } from '@playwright/test';
import { latestMailTo } from '../support/outbox';
import { signInAdmin, signUpCustomer } from '../support/shop-session';
import { expect, test } from '../support/test';

type ApiProduct = {
  id: string;
  name: string;
  stock: number;
  priceCents: number;
  options?: unknown[];
};

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function cheapInStockProduct(page: Page) {
  const res = await page.request.get('/api/products?inStock=true&pageSize=100');
  const { items } = (await res.json()) as { items: ApiProduct[] };
  // Below the $75.00 free-shipping threshold, so Standard costs $5.99.
  const product = items.find((p) => p.stock >= 1 && p.priceCents < 7500 && !p.options?.length);
  if (!product) throw new Error('The demo catalog needs an in-stock product under $75');
  return product;
}

test('a shopper chooses Express on the payment page and finds every line on the order and in the mail', async ({
  page,
  baseURL,
}) => {
  const product = await cheapInStockProduct(page);
  const email = await signUpCustomer(page.request, baseURL!, 'express');

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);

  const form = page.getByRole('form', { name: 'Payment details' });
  const methods = form.getByRole('group', { name: 'Shipping method' });
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await expect(methods.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expect(methods).toContainText('5–7 business days');
  await expect(methods).toContainText('$5.99');
  await methods.getByRole('radio', { name: /Express/ }).check();
  const total = money(product.priceCents + 1299);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Shipping (Express)')).toBeVisible();
  await expect(summary).toContainText(total);

  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Address line 1').fill('12 Loop Lane');
  await form.getByLabel('City').fill('Asheville');
  await form.getByLabel('State').selectOption('NC');
  await form.getByLabel('ZIP code').fill('28801');
  await form.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);

  await page.getByRole('link', { name: 'View your order' }).click();
  const orderSummary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(orderSummary.getByText('Subtotal').locator('..')).toContainText(
    money(product.priceCents),
  );
  await expect(orderSummary.getByText('Shipping (Express)').locator('..')).toContainText('$12.99');
  await expect(orderSummary.getByText('Tax').locator('..')).toContainText('Included');
  await expect(orderSummary.getByText('Total', { exact: true }).locator('..')).toContainText(total);

  const mail = await latestMailTo(email);
  expect(mail).toContain(`Subtotal: ${money(product.priceCents)}`);
  expect(mail).toContain('Shipping (Express): $12.99');
  expect(mail).toContain(`Total paid: ${total}`);
});

test('the maker sees the demo rates under Settings → Shipping and a bad price is refused', async ({
  page,
  baseURL,
  expectConsole,
}) => {
  expectConsole(/Failed to load resource.*400/);
  await signInAdmin(page.request, baseURL!);
  await page.goto('/admin/settings/shipping');
  await expect(page.getByRole('heading', { name: 'Shipping', exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Shipping rates' });
  await expect(form.getByLabel('Name').first()).toHaveValue('Standard');
  await expect(form.getByLabel('Price (USD)').nth(1)).toHaveValue('12.99');
  await expect(form.getByLabel('Free above (USD, optional)').first()).toHaveValue('75.00');

  await form.getByRole('button', { name: 'Add a rate' }).click();
  await form.getByLabel('Name').nth(2).fill('Canada');
  await form.getByLabel('Price (USD)').nth(2).fill('-3');
  await form.getByLabel('Countries').nth(2).fill('CA, XX');
  await form.getByRole('button', { name: 'Save rates' }).click();
  await expect(form.getByText("Price can't be negative")).toBeVisible();
  await expect(form.getByText('Unknown country: XX')).toBeVisible();

  // The shipping page still states the saved figures.
  await page.goto('/shipping');
  const table = page.getByRole('table', { name: 'Shipping options, delivery times and prices' });
  await expect(table.getByRole('row', { name: /Standard/ })).toContainText('$5.99');
  await expect(table.getByRole('row', { name: /Express/ })).toContainText('2–3 business days');
  await expect(page.getByText(/Orders of \$75 or more ship free with Standard/)).toBeVisible();
});
