/**
 * Screenshots of gift cards, desktop (1280) and phone (390), light and dark: the gift card's
 * page filled in for a friend, the cart with two cards applied (each with what it pays and what
 * stays on it), and the maker's list with one card's ledger.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { latestMailTo } from '../support/outbox';
import { DESKTOP } from '../support/page-audit';
import { postJson, signInAdmin, signUpCustomer, uniqueEmail } from '../support/shop-session';
import { shoot } from './shoot';

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

  await signInAdmin(page.request, baseURL!);
  await page.goto('/admin/gift-cards');
  await page.getByRole('button', { name: /June Alder/ }).click();
  await expect(page.getByRole('region', { name: /Ledger of/ })).toBeVisible();
  await shoot(page, 'admin-gift-card-ledger');
});
