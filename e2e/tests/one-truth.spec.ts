/**
 * One truth on every screen: a guest puts the Chunky Pom-Pom Beanie in size L with initials in
 * the cart and applies WELCOME10, creates an account on the way to paying (the code stays
 * applied), and finds the same discount and total in the cart, on the payment page, on the order
 * page and in the confirmation mail — 10% of what is bought, never of the listed price.
 */
import type { Product, ProductList } from '@shop/shared/schemas/product';
import { latestMailTo } from '../support/outbox';
import { PASSWORD, uniqueEmail } from '../support/shop-session';
import { expect, test } from '../support/test';
import { fillPaymentAddress } from '../support/demo-payment';

const BEANIE = 'Chunky Pom-Pom Beanie';
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('the beanie in L with initials and WELCOME10: one discount and total from cart to mail, through sign-up', async ({
  page,
}) => {
  test.slow();
  const found = await page.request.get(`/api/products?search=${encodeURIComponent(BEANIE)}`);
  const { items } = (await found.json()) as ProductList;
  const id = items.find((p) => p.name === BEANIE)?.id;
  if (!id) throw new Error('The demo catalog needs its pom-pom beanie');
  const beanie = (await (await page.request.get(`/api/products/${id}`)).json()) as Product;
  const large = beanie.variants.find((v) => v.optionValues[0] === 'L' && v.stock > 0);
  if (!large) throw new Error('The demo beanie needs a size L in stock');

  // What is bought: L's own price plus the initials, 10% of that rounded half up once.
  const subtotal = large.priceCents + (beanie.personalisation?.priceCents ?? 0);
  const discount = Math.floor((subtotal * 10 + 50) / 100);
  const itemsTotal = subtotal - discount;

  // The size-L link (as a shared link or the listing's choice gives it): the variant is chosen.
  await page.goto(`/products/${id}?variant=${large.id}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'L', exact: true }),
  ).toBeChecked();
  await main.getByLabel(/Initials on the tag/).fill('ADA');
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();

  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await summary.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
  await summary
    .getByRole('form', { name: 'Discount code' })
    .getByRole('button', { name: 'Apply' })
    .click();
  const discountLine = summary.getByText('Discount (WELCOME10)').locator('..');
  await expect(discountLine).toContainText(money(discount));
  await expect(summary.getByText('Total', { exact: true }).locator('..')).toContainText(
    money(itemsTotal),
  );

  // A guest on the way to paying: an account is made on the sign-in page, the code stays.
  await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();
  // Sent there by the app, or by the server's form with the cart's address to come back to.
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await main.getByRole('button', { name: 'Create an account' }).click();
  const email = uniqueEmail('one-truth');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/cart(\?code=WELCOME10)?$/);
  await expect(summary.getByText('WELCOME10 applied')).toBeVisible();
  await expect(discountLine).toContainText(money(discount));
  await expect(summary.getByText('Total', { exact: true }).locator('..')).toContainText(
    money(itemsTotal),
  );
  await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // The payment page.
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  const form = page.getByRole('form', { name: 'Payment details' });
  const paySummary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(paySummary.getByText('Discount (WELCOME10)').locator('..')).toContainText(
    money(discount),
  );
  // Standard, chosen first on the payment page: $5.99 below $75.00 of items.
  const standard = itemsTotal >= 7500 ? 0 : 599;
  const total = itemsTotal + standard;
  await expect(paySummary.getByText('Total due', { exact: true }).locator('..')).toContainText(
    money(total),
  );
  await fillPaymentAddress(form, { name: 'Ada Lovelace', line1: '12 Loop Lane' });
  await form.getByRole('button', { name: `Pay ${money(total)}` }).press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);

  // The order page.
  await page.getByRole('link', { name: 'View your order' }).click();
  const orderSummary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(orderSummary.getByText('Discount (WELCOME10)').locator('..')).toContainText(
    money(discount),
  );
  await expect(orderSummary.getByText('Total', { exact: true }).locator('..')).toContainText(
    money(total),
  );

  // The confirmation mail.
  const mail = await latestMailTo(email);
  expect(mail).toContain(`Subtotal: ${money(subtotal)}`);
  // (The minus sign is one UTF-8 character the outbox reader does not decode: read past it.)
  expect(mail).toMatch(new RegExp(`Discount \\(WELCOME10\\): \\S*\\${money(discount)}`));
  expect(mail).toContain(`Total paid: ${money(total)}`);
});
