/**
 * Gift cards as people use them, to the cent: a shopper buys a $50 card for a friend, to be sent
 * today; the friend's mail arrives with the code; the friend's first order ($30.00 of patterns) is
 * paid by the card alone (no payment page: "Paid with gift card") and $20.00 is left, on the cart,
 * the balance page and the maker's list; the second order spends those $20.00 and the card
 * payment pays the rest. The maker refunds part of the second order on the refund screen (the
 * card payment first, then $5.00 back on the gift card; one mail says where each part went) and
 * cancels the first ($30.00 back on the card). The new screens have no axe violations.
 */
import type { Page } from '@playwright/test';
import type { ProductList } from '@shop/shared/schemas/product';
import { latestMailTo, newestMailToWith } from '../support/outbox';
import { axeFindings } from '../support/page-audit';
import { signInAdmin, signUpCustomer, uniqueEmail } from '../support/shop-session';
import { fillPaymentAddress } from '../support/demo-payment';
import { expect, test } from '../support/test';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const STANDARD_CENTS = 599;

async function products(page: Page, kind: 'physical' | 'pattern') {
  const res = await page.request.get(`/api/products?inStock=true&kind=${kind}&pageSize=100`);
  return ((await res.json()) as ProductList).items.filter((p) => !p.options?.length && p.stock > 0);
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeFindings(page)).toEqual([]);
}

/** Waits for the newest mail to `to` holding `text` (a change may send several at once). */
async function mailWith(to: string, text: string) {
  let mail = '';
  await expect
    .poll(async () => (mail = await newestMailToWith(to, text)).length > 0, { timeout: 15_000 })
    .toBe(true);
  return mail;
}

test('a $50 gift card: $30 of one order, the $20 left on the next, refunded back onto the card', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three shoppers' worth of pages (buyer, friend, maker) and two payments.
  test.setTimeout(420_000);
  // First order: patterns (no shipping) worth exactly $30.00.
  const pattern = (await products(page, 'pattern')).find((p) => 3000 % p.priceCents === 0)!;
  const copies = 3000 / pattern.priceCents;
  // Second order: a piece dearer than the $20.00 left, so the card payment pays the rest.
  const piece = (await products(page, 'physical')).find(
    (p) => p.priceCents > 2000 && p.priceCents < 7500,
  )!;
  const charged = piece.priceCents - 2000 + STANDARD_CENTS;

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
  const last4 = code.slice(-4);

  // The friend: $30.00 of patterns, paid by the card alone.
  const context = await browser.newContext({ baseURL });
  const friend = await context.newPage();
  const friendAccount = await signUpCustomer(friend.request, baseURL!, 'robin');
  await friend.goto(`/products/${pattern.id}`);
  await friend.getByRole('spinbutton', { name: 'Quantity' }).fill(String(copies));
  await friend.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(friend.getByTestId('cart-badge')).toHaveText(String(copies));
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
  await expect(applied).toContainText('Pays −$30.00');
  await expect(applied).toContainText('$20.00 left on the card');
  const address = friend.getByRole('group', { name: 'Shipping address' });
  await address.getByLabel('Full name').fill('Robin Friend');
  await address.getByLabel('Address line 1').fill('9 Yarn Street');
  await address.getByLabel('City').fill('Asheville');
  await address.getByLabel('ZIP code').fill('28801');
  await address.getByLabel('State').selectOption('NC');
  await friend.getByRole('button', { name: 'Proceed to Checkout' }).click();
  // No payment page: the order is paid at once.
  await expect(friend).toHaveURL(/\/orders\/[0-9a-f-]+\?paid=gift-card/);
  await expect(friend.getByText('Paid with gift card')).toBeVisible();
  const firstOrderId = new URL(friend.url()).pathname.split('/')[2]!;

  // $20.00 left, wherever the card is shown.
  await friend.goto('/gift-cards/balance');
  await friend.getByLabel('Gift card code').fill(code);
  await friend.getByLabel('Gift card code').press('Enter');
  await expect(friend.getByRole('status').filter({ hasText: 'left' })).toContainText(
    `Gift card ····${last4} has $20.00 left.`,
  );

  // The second order: the $20.00 on the card, then the card payment for the rest.
  await friend.goto(`/products/${piece.id}`);
  await friend.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(friend.getByTestId('cart-badge')).toBeVisible();
  await friend.goto('/cart');
  await friend.getByRole('form', { name: 'Gift card' }).getByLabel('Gift card').fill(code);
  await friend
    .getByRole('form', { name: 'Gift card' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(friend.getByRole('list', { name: 'Applied gift cards' })).toContainText(
    'Pays −$20.00',
  );
  await expect(friend.getByRole('list', { name: 'Applied gift cards' })).toContainText(
    '$0.00 left on the card',
  );
  // Kept on the cart on the server: a reload (or another tab) shows the same card.
  await friend.reload();
  await expect(friend.getByRole('list', { name: 'Applied gift cards' })).toContainText(
    `Gift card ····${last4}`,
  );
  await expectNoAxeViolations(friend);
  await friend.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(friend).toHaveURL(/\/test-checkout\/test_cs_/);
  const friendPay = friend.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(friendPay, { name: 'Robin Friend', line1: '9 Yarn Street' });
  const methods = friendPay.getByRole('group', { name: 'Shipping method' });
  await expect(methods.getByRole('radio').first()).toBeChecked();
  await friendPay.getByRole('button', { name: `Pay ${money(charged)}` }).press('Enter');
  await expect(friend).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);
  const orders = (await (await friend.request.get('/api/orders')).json()) as {
    items: { id: string; totalCents: number; giftCardCents: number }[];
  };
  const second = orders.items.find((order) => order.id !== firstOrderId)!;
  expect(second).toMatchObject({ totalCents: charged + 2000, giftCardCents: 2000 });
  await context.close();

  // The maker refunds part of the second order: the card payment first, then $5.00 on the card.
  const maker = await browser.newContext({ baseURL });
  await signInAdmin(maker.request, baseURL!);
  const makerPage = await maker.newPage();
  await makerPage.goto('/admin/orders');
  await makerPage.getByLabel('Search orders').fill(second.id.slice(0, 8));
  const row = makerPage.getByRole('row', { name: new RegExp(second.id.slice(0, 8)) });
  await row.getByRole('button', { name: /1 item/ }).click();
  const refund = makerPage.getByRole('form', {
    name: `Refund part of order #${second.id.slice(0, 8)}`,
  });
  await refund.getByLabel('Amount to refund').fill(((charged + 500) / 100).toFixed(2));
  await expect(refund).toContainText(
    `${money(charged)} back to the card payment and $5.00 back on the gift cards.`,
  );
  await expectNoAxeViolations(makerPage);
  await refund.getByRole('button', { name: 'Refund' }).click();
  const confirm = makerPage.getByRole('alertdialog', { name: `Refund ${money(charged + 500)}?` });
  await confirm.getByRole('button', { name: `Refund ${money(charged + 500)}` }).click();
  await expect(makerPage.getByText(/The customer was mailed where each part went/)).toBeVisible();
  const refundMail = await mailWith(friendAccount, `${money(charged + 500)} refunded`);
  expect(refundMail).toContain(`${money(charged)} back to the card you paid with`);
  // The dots before the last 4 are not ASCII: matched as any characters, the outbox file is raw.
  expect(refundMail).toMatch(new RegExp(`\\$5\\.00 back on gift card \\S*${last4}`));

  // …and cancels the first: its $30.00 comes back on the card, told in the cancel's one mail.
  const cancel = await maker.request.patch(`/api/admin/orders/${firstOrderId}`, {
    data: { status: 'cancelled' },
    headers: { origin: baseURL! },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  const cancelMail = await mailWith(
    friendAccount,
    `order #${firstOrderId.slice(0, 8)} was cancelled`,
  );
  expect(cancelMail).toMatch(new RegExp(`\\$30\\.00 back on gift card \\S*${last4}, at once`));
  expect(await newestMailToWith(friendAccount, '$30.00 refunded')).toBe('');

  await makerPage.goto('/admin/gift-cards');
  const card = makerPage.getByRole('button', { name: new RegExp(`····${last4}`) });
  await expect(card).toContainText('$35.00');
  await card.click();
  const ledger = makerPage.getByRole('region', { name: /Ledger of/ });
  // Issued; reserved and spent twice; refunded $5.00 and $30.00.
  await expect(ledger.getByRole('row')).toHaveCount(1 + 7);
  await expect(ledger).toContainText('Refunded $5.00');
  await expect(ledger).toContainText('Refunded $30.00');
  await expectNoAxeViolations(makerPage);
  await maker.close();

  await page.goto('/gift-cards/balance');
  await page.getByLabel('Gift card code').fill(code);
  // Keyboard: on a loaded machine a button can wait long for "stable".
  await page.getByLabel('Gift card code').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'left' })).toContainText(
    `Gift card ····${last4} has $35.00 left.`,
  );
  await expectNoAxeViolations(page);
});
