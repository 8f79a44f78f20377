/**
 * The money at checkout: the demo shop's shipping rates, discount codes and gift wrap. A shopper
 * picks Express on the demo payments page, pays, and finds Subtotal, Shipping (Express) and the
 * total on the order and in the confirmation mail; a shopper with a code sees each refusal word
 * for word, applies a good code, adds gift wrap, pays with Express and finds every line; the
 * maker's Settings → Shipping refuses a bad rate with a field error.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import type { ProductList } from '@shop/shared/schemas/product';
import { latestMailTo } from '../support/outbox';
import { createDiscount, postJson, signInAdmin, signUpCustomer } from '../support/shop-session';
import { expect, test } from '../support/test';
import { fillPaymentAddress } from '../support/demo-payment';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function cheapInStockProduct(page: Page) {
  const res = await page.request.get('/api/products?inStock=true&kind=physical&pageSize=100');
  const { items } = (await res.json()) as ProductList;
  // Below the $75.00 free-shipping threshold, so Standard costs $5.99.
  // Two units at least: the discount story has another shopper reserve one before ours.
  const product = items.find((p) => p.stock >= 2 && p.priceCents < 7500 && !p.options?.length);
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
  // The badge counts it once the app has taken the click (it may arrive before hydration).
  await expect(page.getByTestId('cart-badge')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);

  const form = page.getByRole('form', { name: 'Payment details' });
  const methods = form.getByRole('group', { name: 'Shipping method' });
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await expect(methods.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expect(methods).toContainText('5–7 business days');
  await expect(methods).toContainText('$5.99');
  // Forced: under a loaded machine the payment page's radios can wait long for "stable".
  await methods.getByRole('radio', { name: /Express/ }).check({ force: true });
  const total = money(product.priceCents + 1299);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Shipping (Express)')).toBeVisible();
  await expect(summary).toContainText(total);

  await fillPaymentAddress(form, { name: 'Ada Lovelace', line1: '12 Loop Lane' });
  // Keyboard: the payment page's button can wait long for "stable" on a loaded machine.
  await form.getByRole('button', { name: `Pay ${total}` }).press('Enter');
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

test('a shopper meets each refusal, applies a code, adds gift wrap, pays with Express and finds every line', async ({
  page,
  baseURL,
  expectConsole,
}) => {
  expectConsole(/Failed to load resource.*40[09]/);
  const product = await cheapInStockProduct(page);
  const tag = Date.now().toString(36).toUpperCase();
  const code = (name: string) => `${name}-${tag}`;
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAdmin(admin, baseURL!);
  const create = (input: Parameters<typeof createDiscount>[2]) =>
    createDiscount(admin, baseURL!, input);
  await create({ code: code('SAVE15'), kind: 'percent', percent: 15 });
  await create({
    code: code('OLD'),
    kind: 'percent',
    percent: 10,
    startsAt: '2020-01-01T00:00:00.000Z',
    endsAt: '2020-02-01T00:00:00.000Z',
  });
  await create({ code: code('BIG'), kind: 'fixed', amountCents: 500, minSubtotalCents: 100_000 });
  await create({ code: code('ONCE'), kind: 'free_shipping', usageLimit: 1 });
  // Someone else's checkout takes the one use of ONCE.
  const other = (await postJson(admin, baseURL!, '/api/checkout', {
    items: [{ productId: product.id, quantity: 1 }],
    discountCode: code('ONCE'),
  })) as { url: string };
  expect(other.url).toContain('/test-checkout/');
  await admin.dispose();

  const email = await signUpCustomer(page.request, baseURL!, 'discount');
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  // The badge counts it once the app has taken the click (it may arrive before hydration).
  await expect(page.getByTestId('cart-badge')).toBeVisible();
  await page.goto('/cart');
  const field = page.getByRole('form', { name: 'Discount code' });
  const tryCode = async (text: string, refusal: string) => {
    await field.getByLabel('Discount code').fill(text);
    await field.getByRole('button', { name: 'Apply' }).click();
    await expect(field.getByRole('alert')).toHaveText(refusal);
  };
  await tryCode(`NOPE-${tag}`, "This code doesn't exist");
  await tryCode(code('OLD'), 'This code has expired');
  await tryCode(code('ONCE'), 'This code has been fully redeemed');
  await tryCode(code('BIG'), `Add ${money(100_000 - product.priceCents)} more to use this code`);

  await field.getByLabel('Discount code').fill(code('save15').toLowerCase());
  await field.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${code('SAVE15')} applied`)).toBeVisible();
  const discountCents = Math.floor((product.priceCents * 15 + 50) / 100);
  const cartSummary = page.getByRole('region', { name: 'Order Summary' });
  await expect(cartSummary.getByText(`Discount (${code('SAVE15')})`).locator('..')).toContainText(
    money(discountCents),
  );
  await page.getByRole('checkbox', { name: /Gift wrap/ }).check();
  await expect(cartSummary.getByText('Gift wrap', { exact: true }).locator('..')).toContainText(
    '$4.00',
  );
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);

  const form = page.getByRole('form', { name: 'Payment details' });
  await form
    .getByRole('group', { name: 'Shipping method' })
    .getByRole('radio', { name: /Express/ })
    .check({ force: true });
  const total = money(product.priceCents - discountCents + 1299 + 400);
  await fillPaymentAddress(form, { name: 'Grace Hopper', line1: '3 Stitch Row' });
  // Keyboard: the payment page's button can wait long for "stable" on a loaded machine.
  await form.getByRole('button', { name: `Pay ${total}` }).press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);

  await page.getByRole('link', { name: 'View your order' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const line = (name: string) => summary.getByText(name, { exact: true }).locator('..');
  await expect(line('Subtotal')).toContainText(money(product.priceCents));
  await expect(line(`Discount (${code('SAVE15')})`)).toContainText(money(discountCents));
  await expect(line('Shipping (Express)')).toContainText('$12.99');
  await expect(line('Gift wrap')).toContainText('$4.00');
  await expect(line('Total')).toContainText(total);

  const mail = await latestMailTo(email);
  expect(mail).toContain(`Subtotal: ${money(product.priceCents)}`);
  expect(mail).toContain(`Discount (${code('SAVE15')}):`);
  expect(mail).toContain(money(discountCents).slice(1));
  expect(mail).toContain('Shipping (Express): $12.99');
  expect(mail).toContain('Gift wrap: $4.00');
  expect(mail).toContain(`Total paid: ${total}`);
});
