/**
 * The maker writes to the newsletter: a campaign with a product card, a test to herself, then
 * the real send; a confirmed subscriber's mail in the outbox shows the product, carries the
 * unsubscribe headers, and its unsubscribe link works.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstLink, latestMailTo } from '../support/outbox';

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

async function subscribeAndConfirm(page: Page, reader: string) {
  await page.goto('/blog');
  const signup = page.getByRole('form', { name: 'Newsletter signup' });
  await signup.getByLabel('Email address').fill(reader);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByText('Successfully subscribed to our newsletter!')).toBeVisible();
  const confirmation = await latestMailTo(reader);
  await page.goto(
    firstLink(confirmation, /https?:\/\/[^\s"<>]+\/api\/newsletter\/confirm\?[^\s"<>]+/),
  );
  await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
}

test('the maker sends a campaign with a product card; a subscriber gets it and can leave', async ({
  page,
  browser,
  baseURL,
  expectConsole,
}) => {
  // The preview is a sandboxed frame without scripts: Playwright's own helpers that it injects
  // to read the frame are refused there, and Chromium logs each refusal.
  expectConsole(/Blocked script execution in 'about:srcdoc'/);
  const reader = `campaign-reader-${Date.now()}@example.com`;
  const readerContext = await browser.newContext({ baseURL });
  await subscribeAndConfirm(await readerContext.newPage(), reader);

  const res = await page.request.post('/api/auth/sign-in/email', {
    data: ADMIN,
    headers: { origin: baseURL! },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();

  // Empty fields are refused with their own messages.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Please write a subject')).toBeVisible();
  await expect(page.getByText('Please write the mail')).toBeVisible();

  const subject = `Fresh off the hook ${Date.now().toString(36)}`;
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByLabel('Mail', { exact: true })
    .fill('# New this week\n\nA **cosy** piece just for you:');
  const insert = page.getByRole('button', { name: /^Insert / }).first();
  const productName = (await insert.getAttribute('aria-label'))!.replace(/^Insert /, '');
  await insert.click();
  await expect(page.getByLabel('Mail', { exact: true })).toHaveValue(/\[product:[0-9a-f-]{36}\]/);

  // The live preview draws the card as subscribers will see it.
  const preview = page.frameLocator('iframe[title="Mail preview"]');
  await expect(preview.getByRole('heading', { name: 'New this week' })).toBeVisible();
  await expect(preview.getByRole('link', { name: productName }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByText(`A test was sent to ${ADMIN.email}.`)).toBeVisible();
  const testMail = await latestMailTo(ADMIN.email);
  expect(testMail).toContain(`Subject: [Test] ${subject}`);
  expect(testMail).toContain(productName);

  await page.getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(subject);
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(`“${subject}” is on its way`)).toBeVisible();
  const history = page.getByRole('region', { name: 'Campaigns' });
  await expect(history.getByText(subject)).toBeVisible();
  await expect(history.getByText('Sent', { exact: true }).first()).toBeVisible();

  const mail = await latestMailTo(reader);
  expect(mail).toContain(`Subject: ${subject}`);
  expect(mail).toContain(productName);
  expect(mail).toMatch(
    /^List-Unsubscribe:\s+<http[^>]+>\r?\nList-Unsubscribe-Post: List-Unsubscribe=One-Click/m,
  );
  const readerPage = await readerContext.newPage();
  await readerPage.goto(
    firstLink(mail, /https?:\/\/[^\s"<>]+\/api\/newsletter\/unsubscribe\?[^\s"<>]+/),
  );
  await expect(readerPage.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  await readerContext.close();

  // The history counts the subscriber who left after this campaign.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Campaigns' })
      .getByRole('listitem')
      .filter({ hasText: subject })
      .getByText('Unsubscribed since'),
  ).toBeVisible();
});
