/**
 * Gift cards as people use them: a shopper buys a $50 card for a friend, to be sent today; the
 * friend's mail arrives with the code; the friend pays one order with the card alone (no payment
 * page: "Paid with gift card") and the rest of the card goes into a second order, whose remainder
 * is paid by card on the payment page; the maker refunds the first order and its part comes back
 * on the card. The new screens have no axe violations.
 */
import type { Page } from '@playwright/test';
import type { ProductList } from '@shop/shared/schemas/product';
import { latestMailTo } from '../support/outbox';
import { axeFindings } from '../support/page-audit';
import { signInAdmin, signUpCustomer, uniqueEmail } from '../support/shop-session';
import { fillPaymentAddress } from '../support/demo-payment';
import { expect, test } from '../support/test';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const STANDARD_CENTS = 599;

async function plainProducts(page: Page) {
  const res = await page.request.get('/api/products?inStock=true&kind=physical&pageSize=100');
  return ((await res.json()) as ProductList).items.filter((p) => !p.options?.length && p.stock > 0);
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeFindings(page)).toEqual([]);
}

test('a gift card bought for a friend, spent over two orders, refunded back onto the card', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const products = await plainProducts(page);
  // First order: the card pays the item and Standard shipping in full (below $50 with it).
  const first = products.find(
    (p) => p.priceCents + STANDARD_CENTS <= 5000 && p.priceCents >= 1500,
  )!;
  const left = 5000 - first.priceCents - STANDARD_CENTS;
  // Second order: more than what is left, so the card payment pays the rest.
  const second = products.find((p) => p.id !== first.id && p.priceCents > left)!;

  // The buyer.
  await signUpCustomer(page.request, baseURL!, 'giver');
  const friendEmail = uniqueEmail('friend');
  await page.goto('/gift-card');
  const form = page.getByRole('form', { name: 'Buy a gift card' });
  await form.getByRole('radio', { name: '$50.00' }).check({ force: true });
  await form.getByLabel("Recipient's name").fill('Robin');
  await form.getByLabel("Recipient's email").fill(friendEmail);
  await form.getByLabel(/^Message/).fill('Happy birthday, Robin! Pick something cosy.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Buy gift card' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  const pay = page.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(pay, { name: 'Ada Giver', line1: '1 Gift Lane' });
  await pay.getByRole('button', { name: 'Pay $50.00' }).press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);
  await page.getByRole('link', { name: 'View your order' }).click();
  const bought = page.getByRole('region', { name: 'Gift cards' });
  await expect(bought).toContainText('$50.00 for Robin');
  await expect(bought).toContainText('Sent');
  await expect(bought.getByRole('button', { name: /Resend/ })).toBeVisible();

  // The friend's mail, with the code.
  const mail = await latestMailTo(friendEmail);
  expect(mail).toContain('Happy birthday, Robin!');
  const code = /Your code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail)![1]!;

  // The friend: the first order paid by the card alone.
  const context = await browser.newContext({ baseURL });
  const friend = await context.newPage();
  await signUpCustomer(friend.request, baseURL!, 'robin');
  await friend.goto(`/products/${first.id}`);
  await friend.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(friend.getByTestId('cart-badge')).toBeVisible();
  await friend.goto('/cart');
  const field = friend.getByRole('form', { name: 'Gift card' });
  await field.getByLabel('Gift card').fill('WRON-GCOD-EXXX-XXXX');
  await field.getByRole('button', { name: 'Apply' }).click();
  await expect(field.getByRole('alert')).toHaveText(
    "This gift card doesn't exist or has no balance left",
  );
  await field.getByLabel('Gift card').fill(code.toLowerCase());
  await field.getByRole('button', { name: 'Apply' }).click();
  const applied = friend.getByRole('list', { name: 'Applied gift cards' });
  await expect(applied).toContainText(`Pays −${money(first.priceCents)}`);
  await expect(applied).toContainText(`${money(5000 - first.priceCents)} left on the card`);
  const address = friend.getByRole('group', { name: 'Shipping address' });
  await address.getByLabel('Full name').fill('Robin Friend');
  await address.getByLabel('Address line 1').fill('9 Yarn Street');
  await address.getByLabel('City').fill('Asheville');
  await address.getByLabel('ZIP code').fill('28801');
  await address.getByLabel('State').selectOption('NC');
  await friend.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(friend).toHaveURL(/\/orders\/[0-9a-f-]+\?paid=gift-card/);
  await expect(friend.getByText('Paid with gift card')).toBeVisible();
  const firstOrderId = new URL(friend.url()).pathname.split('/')[2]!;

  // The second order: what is left on the card, then the card payment for the rest.
  await friend.goto(`/products/${second.id}`);
  await friend.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(friend.getByTestId('cart-badge')).toBeVisible();
  await friend.goto('/cart');
  await friend.getByRole('form', { name: 'Gift card' }).getByLabel('Gift card').fill(code);
  await friend
    .getByRole('form', { name: 'Gift card' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(friend.getByRole('list', { name: 'Applied gift cards' })).toContainText(
    `Pays −${money(left)}`,
  );
  await expectNoAxeViolations(friend);
  await friend.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(friend).toHaveURL(/\/test-checkout\/test_cs_/);
  const friendPay = friend.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(friendPay, { name: 'Robin Friend', line1: '9 Yarn Street' });
  const methods = friendPay.getByRole('group', { name: 'Shipping method' });
  const shipping = second.priceCents >= 7500 ? 0 : STANDARD_CENTS;
  if (await methods.isVisible()) await expect(methods.getByRole('radio').first()).toBeChecked();
  const due = money(second.priceCents - left + shipping);
  await friendPay.getByRole('button', { name: `Pay ${due}` }).press('Enter');
  await expect(friend).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);
  await context.close();

  // The maker refunds the first order: its gift card part comes back on the card.
  const maker = await browser.newContext({ baseURL });
  await signInAdmin(maker.request, baseURL!);
  const cancel = await maker.request.patch(`/api/admin/orders/${firstOrderId}`, {
    data: { status: 'cancelled' },
    headers: { origin: baseURL! },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  const makerPage = await maker.newPage();
  await makerPage.goto('/admin/gift-cards');
  await makerPage.getByRole('button', { name: /Robin/ }).first().click();
  const ledger = makerPage.getByRole('region', { name: /Ledger of/ });
  await expect(ledger.getByRole('row')).toHaveCount(1 + 6);
  await expect(ledger).toContainText(`Refunded ${money(first.priceCents + STANDARD_CENTS)}`);
  await expectNoAxeViolations(makerPage);
  await maker.close();

  await page.goto('/gift-cards/balance');
  await page.getByLabel('Gift card code').fill(code);
  // Keyboard: on a loaded machine a button can wait long for "stable".
  await page.getByLabel('Gift card code').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'left' })).toContainText(
    `${money(first.priceCents + STANDARD_CENTS)} left`,
  );
  await expectNoAxeViolations(page);
});
