/**
 * A commission end to end: a visitor requests a custom blanket with two photos, the maker quotes
 * $180 with a $60 deposit and Standard shipping ($5.99), the customer accepts and pays the deposit
 * on the demo payments page (which shows the quote's shipping and charges the deposit); the
 * order then says "Deposit paid — $125.99 due" to the customer and to the maker; the maker marks
 * it ready, the customer pays the balance; both payments show on the request and the order, the
 * one order is paid, and every mail is in the outbox.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstLink, latestMailTo } from '../support/outbox';
import { adminContext } from '../support/audit-fixtures';
import { fillPaymentAddress } from '../support/demo-payment';
import {
  BLANKET_PHOTOS,
  fillBlanketQuote,
  fillBlanketRequest,
  openBlanketRequest,
} from '../support/custom-order';

async function payOnDemoPage(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  // The order as quoted: its shipping is the quote's, and the page charges this payment's part.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Shipping (Standard)')).toBeVisible();
  await expect(summary.getByText('$5.99')).toBeVisible();
  await expect(summary.getByText('$185.99')).toBeVisible();
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
  // Sent the moment the form shows: by the app once it runs, by the form's own post before.
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
  await maker.getByLabel('Shipping rate').selectOption({ label: 'Standard ($5.99)' });
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
  const receipt = await latestMailTo(email);
  expect(receipt).toContain('Payment received for your custom order');
  // The dev outbox's raw file is read byte for byte: the dash arrives as its UTF-8 bytes.
  expect(receipt).toMatch(/Deposit paid \S+ \$125\.99 due/);

  // The order says what is paid and what is due, to the customer and to the maker.
  await page.goto('/orders');
  await expect(page.getByText('Deposit paid — $125.99 due')).toBeVisible();
  const makerPage = await admin.newPage();
  await makerPage.goto('/admin/orders');
  await expect(
    makerPage.getByText('Deposit paid — $125.99 due').filter({ visible: true }).first(),
  ).toBeVisible();
  await makerPage.close();

  // The maker marks it ready; the balance is due.
  await maker.reload();
  await maker.getByRole('button', { name: 'Mark ready' }).click();
  await expect(
    maker.getByText('Ready: waiting for the customer to pay the balance.'),
  ).toBeVisible();
  expect(await latestMailTo(email)).toContain('the balance is due');

  await page.goto(followLink.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Pay the balance of $125.99' }).click();
  await payOnDemoPage(page, '$125.99');
  await expect(page.getByText('Deposit: $60.00 — paid')).toBeVisible();
  await expect(page.getByText('Balance: $125.99 — paid')).toBeVisible();
  expect(await latestMailTo(email)).toContain('Paid in full: $185.99');

  // One order, in My Orders, paid in full, with both payments.
  await page.getByRole('link', { name: 'View the order' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Paid', { exact: true })).toBeVisible();
  await expect(summary.getByText('$185.99').first()).toBeVisible();
  const payments = summary.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('Deposit paid');
  await expect(payments).toContainText('$60.00');
  await expect(payments).toContainText('Balance paid');
  await expect(payments).toContainText('$125.99');
  await admin.close();
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sends a request with a photo; a refusal keeps what was typed', async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36);
    const email = `nora-${stamp}@e2e.test`;
    const wish = `A nursery blanket for Nora (${stamp})`;
    await page.goto('/custom-order');
    const form = await fillBlanketRequest(page, email);
    await form.getByLabel('What would you like made?').fill(wish);
    // A date in the past: the server says so under the field and keeps the text.
    await form.getByLabel('Needed by (optional)').fill('2020-01-01');
    await form.getByLabel('Colours (optional)').fill('Sage and cream');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/custom-order$/);
    await expect(form.getByText('The needed-by date must not be in the past')).toBeVisible();
    await expect(form.getByLabel('What would you like made?')).toHaveValue(wish);
    await expect(form.getByLabel('Colours (optional)')).toHaveValue('Sage and cream');
    await expect(form.getByLabel('Category')).toHaveValue('blankets');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(
      form.getByText(
        'Please choose your photos again: they are not kept when the form comes back.',
      ),
    ).toBeVisible();

    await form.getByLabel('Needed by (optional)').fill('');
    await form.getByLabel(/Reference photos/).setInputFiles(BLANKET_PHOTOS.slice(0, 1));
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(`We sent a confirmation to ${email}`)).toBeVisible();
    expect(await latestMailTo(email)).toContain('We received your custom order request');

    // The maker has the request, from Nora, with its one photo.
    const { context: admin } = await adminContext(browser, baseURL!);
    const list = await admin.request.get('/api/admin/custom-orders');
    const { items } = (await list.json()) as { items: { id: string; description: string }[] };
    const sent = items.find((item) => item.description === wish);
    expect(sent).toBeDefined();
    const detail = await admin.request.get(`/api/admin/custom-orders/${sent!.id}`);
    expect(await detail.json()).toMatchObject({ email, photos: [expect.any(String)] });
    await admin.close();
  });
});
