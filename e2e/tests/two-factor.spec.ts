/**
 * Two-factor sign-in end to end: a customer turns it on from the profile with a code their
 * "authenticator app" (computed here from the key shown) makes, saves the recovery codes, and
 * from then on signing in asks for a code: a wrong one is refused, the right one signs in, and
 * a recovery code signs in once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { postJson, uniqueEmail } from '../support/shop-session';
import { totpCode } from '@shop/shared/testing/totp';
import { axeFindings, COLOUR_RULES, setDarkMode } from '../support/page-audit';

/** Zero axe findings in this state, and none of the colour rules in dark mode either. */
async function expectAccessible(page: Page) {
  expect(await axeFindings(page)).toEqual([]);
  await setDarkMode(page, true);
  expect(await axeFindings(page, COLOUR_RULES)).toEqual([]);
  await setDarkMode(page, false);
}

const PASSWORD = 'a long two-factor password';

async function passwordStep(page: Page, email: string) {
  await page.goto('/signin');
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

async function signOutByApi(page: Page, baseURL: string) {
  await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: baseURL } });
}

test('a customer turns on two-factor sign-in and signs in with a code, then a recovery code', async ({
  page,
  baseURL,
  expectConsole,
}) => {
  // The refused codes answer 401, which the browser logs.
  expectConsole(/Failed to load resource.*401/);
  const email = uniqueEmail('two-factor');
  await postJson(page.request, baseURL!, '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: 'Tess',
  });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByLabel('Your password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(page);
  const key = (await page.getByTestId('totp-key').textContent())!.replace(/\s+/g, '');
  const uri = `otpauth://totp/x?secret=${key}`;
  await page.getByLabel('Code from the app').fill(totpCode(uri));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-codes');
  await expect(codes.getByText('Two-factor sign-in is on.')).toBeVisible();
  const recovery = (await codes.getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(recovery).toHaveLength(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();

  // Signing in now takes the code: a wrong one is refused, no session meanwhile.
  await signOutByApi(page, baseURL!);
  await passwordStep(page, email);
  await expectAccessible(page);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  const right = totpCode(uri);
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Authentication code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(uri));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { email: string };
  };
  expect(session.user.email).toBe(email);

  // A recovery code signs in once.
  await signOutByApi(page, baseURL!);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signOutByApi(page, baseURL!);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
});
