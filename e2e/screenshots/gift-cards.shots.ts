/**
 * Screenshots of gift cards, desktop (1280) and phone (390), light and dark: the gift card's
 * page filled in for a friend, the cart with two cards applied (each with what it pays and what
 * stays on it), the maker's list with one card's ledger, and the maker's refund screen on that
 * order (paid by the two cards and a card payment) with the split of an amount shown.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { latestMailTo } from '../support/outbox';
import { fillPaymentAddress } from '../support/demo-payment';
import { DESKTOP, PHONE } from '../support/page-audit';
import { postJson, signInAdmin, signUpCustomer, uniqueEmail } from '../support/shop-session';
import { only, shoot } from './shoot';

const codeIn = (mail: string) => /Your code: ([A-Z0-9-]{19})/.exec(mail)![1]!;

test('the gift card page, the cart with two cards, the admin ledger', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAdmin(admin, baseURL!);
  const issue = async (amountCents: number, recipientName: string) => {
    const recipientEmail = uniqueEmail('shots-friend');
    await postJson(admin, baseURL!, '/api/admin/gift-cards', {
      amountCents,
      recipientName,
      recipientEmail,
      note: 'Sorry your order was late',
    });
    return codeIn(await latestMailTo(recipientEmail));
  };
  const first = await issue(1500, 'Maple Reed');
  const second = await issue(2500, 'June Alder');
  await admin.dispose();

  await page.setViewportSize(DESKTOP);
  await signUpCustomer(page.request, baseURL!, 'shots-gift');
  await page.goto('/gift-card');
  const form = page.getByRole('form', { name: 'Buy a gift card' });
  await form.getByLabel("Recipient's name").fill('Robin');
  await form.getByLabel("Recipient's email").fill('robin@example.com');
  await form
    .getByLabel(/^Message/)
    .fill('Happy birthday, Robin! Pick something cosy for the winter.');
  await shoot(page, 'gift-card-page');

  const res = await page.request.get('/api/products?inStock=true&pageSize=100');
  const product = (
    (await res.json()) as { items: { id: string; priceCents: number; options?: unknown[] }[] }
  ).items.find((p) => !p.options?.length && p.priceCents > 4500)!;
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();
  await page.goto('/cart');
  const field = page.getByRole('form', { name: 'Gift card' });
  for (const code of [first, second]) {
    await field.getByLabel('Gift card').fill(code);
    await field.getByRole('button', { name: 'Apply' }).click();
  }
  const applied = page.getByRole('list', { name: 'Applied gift cards' });
  await expect(applied.getByText('left on the card')).toHaveCount(2);
  await shoot(page, 'cart-two-gift-cards', undefined, applied);

  // The order: the two cards pay $40.00, the card payment the rest.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  const pay = page.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(pay, { name: 'Robin Reed', line1: '4 Loom Lane' });
  await pay.getByRole('button', { name: /^Pay / }).press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);
  const mine = (await (await page.request.get('/api/orders')).json()) as {
    items: { id: string; totalCents: number; giftCardCents: number }[];
  };
  const order = mine.items[0]!;
  const number = order.id.slice(0, 8);
  // What the card payment paid, and $5.00 more from the gift cards.
  const amount = ((order.totalCents - order.giftCardCents + 500) / 100).toFixed(2);

  await signInAdmin(page.request, baseURL!);
  await page.goto('/admin/gift-cards');
  await page.getByRole('button', { name: /June Alder/ }).click();
  await expect(page.getByRole('region', { name: /Ledger of/ })).toBeVisible();
  await shoot(page, 'admin-gift-card-ledger');

  await page.goto('/admin/orders');
  await page.getByLabel('Search orders').fill(number);
  for (const [modes, opener] of [
    [only('desktop', 'desktop-dark'), page.getByRole('row', { name: new RegExp(number) })],
    [only('phone', 'phone-dark'), page.getByRole('listitem', { name: new RegExp(number) })],
  ] as const) {
    await page.setViewportSize(modes[0]!.viewport === PHONE ? PHONE : DESKTOP);
    await opener.getByRole('button', { name: /1 item/ }).click();
    const refund = page.getByRole('form', { name: `Refund part of order #${number}` });
    await refund.getByLabel('Amount to refund').fill(amount);
    await expect(refund.getByText(/back on the gift cards\.$/)).toBeVisible();
    await shoot(page, 'admin-order-refund', modes, refund);
  }
});
