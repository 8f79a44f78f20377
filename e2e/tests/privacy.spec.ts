/**
 * A customer's data and account end to end: a customer with a paid order downloads their data
 * (a JSON file with their profile and the order), deletes their account (signed out, cannot sign
 * in again), and the maker still finds the order in the admin, under the replaced name.
 */
import fs from 'node:fs/promises';
import { expect, test } from '../support/test';
import { inStockProducts, AUDIT_ADDRESS } from '../support/audit-fixtures';
import { ADMIN, PASSWORD, postJson, signUpCustomer } from '../support/shop-session';
import { firstShippingOption } from '../support/shipping-option';

test('a customer downloads their data and deletes the account; the order stays for the maker', async ({
  page,
  baseURL,
  expectConsole,
}) => {
  // Signing in again after deletion is refused (401), which the browser logs.
  expectConsole(/Failed to load resource.*401/);
  const request = page.request;
  const email = await signUpCustomer(request, baseURL!, 'privacy');
  const [product] = await inStockProducts(request);
  const checkout = (await postJson(request, baseURL!, '/api/checkout', {
    items: [{ productId: product!.id, quantity: 1 }],
  })) as { url: string };
  const sessionId = checkout.url.split('/').pop()!;
  const { orderId } = (await postJson(request, baseURL!, `/api/test-checkout/${sessionId}/pay`, {
    shippingAddress: AUDIT_ADDRESS,
    billingSameAsShipping: true,
    shippingOptionId: await firstShippingOption(request, baseURL!, sessionId),
  })) as { orderId: string };

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    profile: { email: string };
    orders: { id: string; items: { product_name: string }[] }[];
  };
  expect(data.profile.email).toBe(email);
  expect(data.orders.map((o) => o.id)).toEqual([orderId]);
  expect(data.orders[0]!.items[0]!.product_name).toBe(product!.name);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const form = page.getByRole('form', { name: 'Delete my account' });
  await form.getByLabel(`Type ${email} to confirm`).fill('not-me@e2e.test');
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Type your email address exactly as shown to confirm.',
  );
  await form.getByLabel(`Type ${email} to confirm`).fill(email);
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await (await request.get('/api/auth/get-session')).json()).toBeNull();

  // The account is gone: its password no longer signs in.
  await page.goto('/signin');
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  // The maker still has the order, under the replaced name and address.
  await postJson(request, baseURL!, '/api/auth/sign-in/email', ADMIN);
  await page.goto('/admin/orders');
  await page.getByLabel('Search orders').fill(orderId);
  const row = page.getByRole('row', { name: new RegExp(orderId.slice(0, 8), 'i') });
  await expect(row).toContainText(/deleted-[0-9a-f]{8}@deleted\.invalid/);
  await expect(row).not.toContainText(email);
  await row.getByRole('button', { name: /1 item/ }).click();
  await expect(page.getByText('Deleted customer').first()).toBeVisible();
  await expect(page.getByText('Customer account deleted.').first()).toBeVisible();
});
