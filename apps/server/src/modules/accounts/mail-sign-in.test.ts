/**
 * The flows that go through a mail: password reset, magic link and one-time code. Each link or
 * code works once, and the database never holds the raw token or code that the mail carried.
 */
import { describe, expect, it } from 'vitest';
import { verification } from '../../db/schema.ts';
import { authPost, getWithCookie, signIn } from '../../../test/auth-requests.ts';
import { buildTestApp, cookieHeader, nextClientIp } from '../../../test/helpers.ts';
import { expectConsole } from '../../../test/console.ts';
import { codeIn, lastMailTo, linkIn } from '../../../test/mail-helpers.ts';

const t = await buildTestApp();

async function verificationTableText(): Promise<string> {
  return JSON.stringify(await t.db.select().from(verification));
}

describe('forgotten password', () => {
  it('mails a reset link to the SPA that works once and ends every session', async () => {
    const erin = await t.signUp({ password: 'old password 1' });
    const otherDevice = await signIn(t.app, erin.user.email, 'old password 1');

    const req = await authPost(t.app, '/api/auth/request-password-reset', {
      email: erin.user.email,
    });
    expect(req.statusCode).toBe(200);
    const mail = lastMailTo(t.app, erin.user.email);
    expect(mail.subject).toBe('Reset your Loop & Lantern password');
    expect(mail.html).toContain('Choose a new password');
    const link = linkIn(mail);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/signin');
    expect(link.searchParams.get('view')).toBe('update_password');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect(await verificationTableText()).not.toContain(token);

    const reset = await authPost(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'new password 2',
    });
    expect(reset.statusCode).toBe(200);

    const again = await authPost(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'third password 3',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Invalid token');

    for (const cookie of [erin.cookie, otherDevice]) {
      expect((await getWithCookie(t.app, '/api/me', cookie)).statusCode).toBe(401);
    }
    await expect(signIn(t.app, erin.user.email, 'new password 2')).resolves.toMatch(/session/);
    await expect(signIn(t.app, erin.user.email, 'old password 1')).rejects.toThrow(/401/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.app.ctx.mailer.sent.length;
    const res = await authPost(t.app, '/api/auth/request-password-reset', {
      email: 'nobody-here@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(t.app.ctx.mailer.sent.length).toBe(before);
  });

  it('refuses a made-up token', async () => {
    const res = await authPost(t.app, '/api/auth/reset-password', {
      token: 'made-up-token-made-up-token',
      newPassword: 'new password 2',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('magic link', () => {
  it('signs in through the link once and lands on the callback in the SPA', async () => {
    const email = `magic-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const send = await authPost(t.app, '/api/auth/sign-in/magic-link', {
      email,
      callbackURL: '/wishlist',
      errorCallbackURL: '/signin?view=magic_link',
    });
    expect(send.statusCode).toBe(200);
    const mail = lastMailTo(t.app, email);
    expect(mail.subject).toBe('Your sign-in link for Loop & Lantern');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/api/auth/magic-link/verify');
    const token = link.searchParams.get('token')!;
    expect(await verificationTableText()).not.toContain(token);

    const visit = await t.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      remoteAddress: nextClientIp(),
    });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('http://localhost:3000/wishlist');
    const cookie = cookieHeader(visit.headers['set-cookie']);
    const me = await getWithCookie(t.app, '/api/me', cookie);
    expect(me.json()).toMatchObject({ email, isAdmin: false });

    const reuse = await t.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      remoteAddress: nextClientIp(),
    });
    expect(reuse.statusCode).toBe(302);
    const to = new URL(String(reuse.headers.location));
    expect(to.pathname).toBe('/signin');
    expect(to.searchParams.get('view')).toBe('magic_link');
    expect(to.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(reuse.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a callback on another site', async () => {
    // better-auth logs the refusal itself.
    const logged = expectConsole('error');
    const res = await authPost(t.app, '/api/auth/sign-in/magic-link', {
      email: 'someone@example.com',
      callbackURL: 'https://evil.example/steal',
    });
    expect(res.statusCode).toBe(403);
    expect(t.app.ctx.mailer.sent.some((m) => m.to === 'someone@example.com')).toBe(false);
    expect(logged.mock.calls.flat().join(' ')).toMatch(/Invalid callbackURL/);
  });
});

describe('email one-time code', () => {
  it('mails a six-digit code that is stored hashed, rejects a wrong one and signs in', async () => {
    const frank = await t.signUp();
    const send = await authPost(t.app, '/api/auth/email-otp/send-verification-otp', {
      email: frank.user.email,
      type: 'sign-in',
    });
    expect(send.statusCode).toBe(200);
    const mail = lastMailTo(t.app, frank.user.email);
    const code = codeIn(mail);
    expect(mail.subject).toContain(code);
    const stored = await verificationTableText();
    expect(stored).not.toContain(`:${code}`);
    expect(stored).not.toContain(`"${code}`);
    expect(stored).not.toContain(frank.user.email);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await authPost(t.app, '/api/auth/sign-in/email-otp', {
      email: frank.user.email,
      otp: wrongCode,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Invalid OTP');

    const ok = await authPost(t.app, '/api/auth/sign-in/email-otp', {
      email: frank.user.email,
      otp: code,
    });
    expect(ok.statusCode).toBe(200);
    const me = await getWithCookie(t.app, '/api/me', cookieHeader(ok.headers['set-cookie']));
    expect(me.json().id).toBe(frank.user.id);

    const reuse = await authPost(t.app, '/api/auth/sign-in/email-otp', {
      email: frank.user.email,
      otp: code,
    });
    expect(reuse.statusCode).toBe(400);
  });
});
