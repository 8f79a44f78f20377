/**
 * Two-factor sign-in (better-auth's two-factor plugin): set-up ends only with a verified
 * authenticator code; password sign-in then makes no session without the code; a recovery code
 * works once; the mail sign-ins cannot skip the second factor; REQUIRE_ADMIN_2FA keeps the admin
 * panel closed until the admin has set it up.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR } from '@shop/shared/two-factor';
import { authPost, getWithCookie } from '../../../test/auth-requests.ts';
import { buildTestApp, cookieHeader, type TestApp } from '../../../test/helpers.ts';
import { codeIn, lastMailTo } from '../../../test/mail-helpers.ts';
import { totpCode } from '@shop/shared/testing/totp';
import { twoFactor } from './schema.ts';
import { cookiesOf, postForm } from '../../../test/html-forms.ts';

const PASSWORD = 'correct horse battery';

/** A step of the two-factor plugin (`enable`, `verify-totp`, …) with the session's cookie. */
const twoFactorStep = (t: TestApp, step: string, payload: object, cookie: string) =>
  authPost(t.app, `/api/auth/two-factor/${step}`, payload, { cookie });

/** Turns two-factor on for a signed-up account; its new session cookie, URI and codes. */
async function setUpTwoFactor(t: TestApp, cookie: string) {
  const enable = await twoFactorStep(t, 'enable', { password: PASSWORD }, cookie);
  expect(enable.statusCode).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Loop%20%26%20Lantern:/);
  expect(backupCodes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
  const verify = await twoFactorStep(t, 'verify-totp', { code: totpCode(totpURI) }, cookie);
  expect(verify.statusCode).toBe(200);
  return { cookie: cookieHeader(verify.headers['set-cookie']), totpURI, backupCodes };
}

/** Password sign-in of a two-factor account: the pending cookie (no session yet). */
async function passwordStep(t: TestApp, email: string) {
  const res = await authPost(t.app, '/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  const cookie = cookieHeader(res.headers['set-cookie']);
  expect(cookie).not.toMatch(/session_token=[^;]/);
  return cookie;
}

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  it('is not on until a code from the authenticator app is verified', async () => {
    const alice = await t.signUp({ password: PASSWORD });
    const enable = await twoFactorStep(t, 'enable', { password: PASSWORD }, alice.cookie);
    expect(enable.statusCode).toBe(200);
    const me = await getWithCookie(t.app, '/api/me', alice.cookie);
    expect(me.json()).toMatchObject({ twoFactorEnabled: false });
    // Still a plain password sign-in.
    const signIn = await authPost(t.app, '/api/auth/sign-in/email', {
      email: alice.user.email,
      password: PASSWORD,
    });
    expect(signIn.json().twoFactorRedirect).toBeUndefined();
    // The secret and the codes are stored encrypted, never as handed out.
    const rows = JSON.stringify(await t.db.select().from(twoFactor));
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(rows).not.toContain(new URL(totpURI).searchParams.get('secret'));
    expect(rows).not.toContain(backupCodes[0]);
  });

  it('refuses sign-in without the code, then signs in with it', async () => {
    const bob = await t.signUp({ password: PASSWORD });
    const { totpURI } = await setUpTwoFactor(t, bob.cookie);
    const pending = await passwordStep(t, bob.user.email);
    expect((await getWithCookie(t.app, '/api/me', pending)).statusCode).toBe(401);

    const wrong = String((Number(totpCode(totpURI)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await twoFactorStep(t, 'verify-totp', { code: wrong }, pending);
    expect(refused.statusCode).toBe(401);
    expect((await getWithCookie(t.app, '/api/me', pending)).statusCode).toBe(401);

    const ok = await twoFactorStep(t, 'verify-totp', { code: totpCode(totpURI) }, pending);
    expect(ok.statusCode).toBe(200);
    const session = cookieHeader(ok.headers['set-cookie']);
    const me = await getWithCookie(t.app, '/api/me', session);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: bob.user.email, twoFactorEnabled: true });
  });

  it('takes a recovery code once', async () => {
    const carol = await t.signUp({ password: PASSWORD });
    const { backupCodes } = await setUpTwoFactor(t, carol.cookie);
    const code = backupCodes[3]!;
    /** Signs carol in with her password, then with a recovery code instead of the app's. */
    const signInWithRecoveryCode = async (recoveryCode: string) =>
      twoFactorStep(
        t,
        'verify-backup-code',
        { code: recoveryCode },
        await passwordStep(t, carol.user.email),
      );

    const first = await signInWithRecoveryCode(code);
    expect(first.statusCode).toBe(200);
    const session = cookieHeader(first.headers['set-cookie']);
    expect((await getWithCookie(t.app, '/api/me', session)).statusCode).toBe(200);

    const again = await signInWithRecoveryCode(code);
    expect(again.statusCode).toBe(401);
    // Another, unused code still works.
    const other = await signInWithRecoveryCode(backupCodes[4]!);
    expect(other.statusCode).toBe(200);
  });

  it('does not let a one-time mail code skip the second factor', async () => {
    const dave = await t.signUp({ password: PASSWORD });
    await setUpTwoFactor(t, dave.cookie);
    const send = await authPost(t.app, '/api/auth/email-otp/send-verification-otp', {
      email: dave.user.email,
      type: 'sign-in',
    });
    expect(send.statusCode).toBe(200);
    const otp = codeIn(lastMailTo(t.app, dave.user.email));
    const res = await authPost(t.app, '/api/auth/sign-in/email-otp', {
      email: dave.user.email,
      otp,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(TWO_FACTOR.mailSignInRefused);
    expect(cookieHeader(res.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);
  });

  it('turns off with the password, and sign-in is a password again', async () => {
    const erin = await t.signUp({ password: PASSWORD });
    const { cookie } = await setUpTwoFactor(t, erin.cookie);
    const off = await twoFactorStep(t, 'disable', { password: PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    const signIn = await authPost(t.app, '/api/auth/sign-in/email', {
      email: erin.user.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().twoFactorRedirect).toBeUndefined();
  });

  it('takes the code through the HTML forms too, for a sign-in posted before the app runs', async () => {
    const dora = await t.signUp({ password: PASSWORD });
    const { totpURI } = await setUpTwoFactor(t, dora.cookie);
    const signIn = await postForm(t.app, '/forms/auth/sign-in', {
      form: 'sign-in',
      returnTo: '/signin',
      email: dora.user.email,
      password: PASSWORD,
      next: '/orders',
    });
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe('/signin?view=two_factor&returnTo=%2Forders');
    const pending = cookiesOf(signIn.headers['set-cookie']).join('; ');
    expect(pending).not.toMatch(/session_token=[^;]/);
    expect((await getWithCookie(t.app, '/api/me', pending)).statusCode).toBe(401);

    const back = '/signin?view=two_factor&returnTo=%2Forders';
    const wrong = await postForm(
      t.app,
      '/forms/auth/two-factor',
      { form: 'two-factor', returnTo: back, code: '12', method: 'app', next: '/orders' },
      pending,
    );
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe(back);

    const ok = await postForm(
      t.app,
      '/forms/auth/two-factor',
      {
        form: 'two-factor',
        returnTo: back,
        code: totpCode(totpURI),
        method: 'app',
        next: '/orders',
      },
      pending,
    );
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/orders');
    const session = cookiesOf(ok.headers['set-cookie']).join('; ');
    expect(session).toMatch(/session_token=[^;]/);
    expect((await getWithCookie(t.app, '/api/me', session)).json()).toMatchObject({
      email: dora.user.email,
    });
  });
});

describe('REQUIRE_ADMIN_2FA=true', () => {
  it('keeps the admin panel closed until the admin has set up two-factor sign-in', async () => {
    const t = await buildTestApp({ REQUIRE_ADMIN_2FA: 'true' });
    const admin = await t.signUp({ role: 'admin', password: PASSWORD });
    const me = await getWithCookie(t.app, '/api/me', admin.cookie);
    expect(me.json()).toMatchObject({ isAdmin: true, mustSetUpTwoFactor: true });
    const closed = await getWithCookie(t.app, '/api/admin/dashboard', admin.cookie);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({
      error: { code: 'two_factor_required', message: TWO_FACTOR.adminSetupRequired },
    });

    const { cookie } = await setUpTwoFactor(t, admin.cookie);
    expect((await getWithCookie(t.app, '/api/me', cookie)).json()).toMatchObject({
      mustSetUpTwoFactor: false,
      twoFactorEnabled: true,
    });
    expect((await getWithCookie(t.app, '/api/admin/dashboard', cookie)).statusCode).toBe(200);

    // Customers are not asked.
    const shopper = await t.signUp({ password: PASSWORD });
    expect((await getWithCookie(t.app, '/api/me', shopper.cookie)).json()).toMatchObject({
      mustSetUpTwoFactor: false,
    });
  });
});
