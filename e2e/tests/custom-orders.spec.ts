/**
 * A commission end to end: a visitor requests a custom blanket with two photos, the maker quotes
 * $180 with a $60 deposit, the customer accepts and pays the deposit on the demo payments page,
 * the maker marks it ready, the customer pays the balance; both payments show on the request,
 * the one order is paid, and every mail is in the outbox.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstLink, latestMailTo } from '../support/outbox';
import { adminContext } from '../support/audit-fixtures';
import { fillPaymentAddress } from '../support/demo-payment';
import { fillBlanketQuote, fillBlanketRequest, openBlanketRequest } from '../support/custom-order';

async function payOnDemoPage(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  const form = page.getByRole('form', { name: 'Payment details' });
  await fillPaymentAddress(form, { name: 'Vera Visitor', line1: '12 Loop Lane' });
  await form.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/account\/custom-orders\//);
}

test('a custom blanket from request to a paid deposit and balance', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `vera-${Date.now().toString(36)}@e2e.test`;

  // The visitor's request, with two photos.
  await page.goto('/custom-order');
  await expect(page.getByRole('heading', { name: 'Custom Order', level: 1 })).toBeVisible();
  const form = await fillBlanketRequest(page, email);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(`We sent a confirmation to ${email}`)).toBeVisible();
  const confirmation = await latestMailTo(email);
  expect(confirmation).toContain('We received your custom order request');
  const followLink = firstLink(
    confirmation,
    /https?:\/\/[^\s"<>]+\/custom-order\/follow\/[^\s"<>]+/,
  );

  // The maker quotes $180 with a $60 deposit.
  const { context: admin } = await adminContext(browser, baseURL!);
  const maker = await admin.newPage();
  await expect(await openBlanketRequest(maker)).toHaveCount(2);
  await fillBlanketQuote(maker);
  await maker.getByRole('button', { name: 'Send quote' }).click();
  await expect(maker.getByText('The quote was sent to the customer.')).toBeVisible();
  expect(await latestMailTo(email)).toContain('Your custom order: Quoted');

  // The customer signs up with the requester's address, follows the link and pays the deposit.
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a long test password', name: 'Vera Visitor' },
    headers: { origin: baseURL! },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(followLink.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Accept and pay' }).click();
  await payOnDemoPage(page, '$60.00');
  await expect(page.getByText('Deposit: $60.00 — paid')).toBeVisible();
  expect(await latestMailTo(email)).toContain('Payment received for your custom order');

  // The maker marks it ready; the balance is due.
  await maker.reload();
  await maker.getByRole('button', { name: 'Mark ready' }).click();
  await expect(
    maker.getByText('Ready: waiting for the customer to pay the balance.'),
  ).toBeVisible();
  expect(await latestMailTo(email)).toContain('the balance is due');

  await page.reload();
  await page.getByRole('button', { name: 'Pay the balance of $120.00' }).click();
  await payOnDemoPage(page, '$120.00');
  await expect(page.getByText('Deposit: $60.00 — paid')).toBeVisible();
  await expect(page.getByText('Balance: $120.00 — paid')).toBeVisible();
  expect(await latestMailTo(email)).toContain('Payment received for your custom order');

  // One order, in My Orders, paid in full.
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByText('$180.00').first()).toBeVisible();
  await admin.close();
});
