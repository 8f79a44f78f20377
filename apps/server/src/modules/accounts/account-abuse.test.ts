/**
 * Per-IP limits use the client IP as the trusted proxies report it (a
 * client cannot choose its own by sending X-Forwarded-For), and per-account throttles hold
 * however many IPs an attacker has. The owner of a locked account still gets in by magic link.
 */
import { describe, expect, it } from 'vitest';
import { authPost, getWithCookie } from '../../../test/auth-requests.ts';
import { buildTestApp, cookieHeader, nextClientIp, TEST_ORIGIN } from '../../../test/helpers.ts';
import { linkIn, lastMailTo } from '../../../test/mail-helpers.ts';
import { loadConfig } from '../../config.ts';
import { lockSecondsAfter, MAILS_PER_ADDRESS_PER_HOUR } from './account-throttle.ts';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from './auth-settings.ts';

/** 60 wrong passwords, each claiming a new client IP in X-Forwarded-For, through one proxy. */
async function spoofedGuesses(trustProxy: string, proxyAddress: string, guesses: number) {
  const t = await buildTestApp({ TRUST_PROXY: trustProxy });
  const statuses: number[] = [];
  for (let i = 0; i < guesses; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: proxyAddress,
      headers: {
        origin: TEST_ORIGIN,
        // What the client sent, then what the proxy appended: the real client address.
        'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.7`,
      },
      // A different account each time, so only the per-IP limit is at work.
      payload: { email: `nobody-${i}@example.com`, password: 'wrong password' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it.each([
    ['1', '10.0.0.2', 60],
    ['true', '10.0.0.3', 15],
    ['10.0.0.0/8', '10.0.0.4', 15],
  ])('TRUST_PROXY=%s: a spoofed X-Forwarded-For still hits 429', async (setting, proxy, n) => {
    const statuses = await spoofedGuesses(setting, proxy, n);
    expect(statuses.slice(0, SIGN_IN_ATTEMPTS_PER_MINUTE)).toEqual(
      Array(SIGN_IN_ATTEMPTS_PER_MINUTE).fill(401),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(n - SIGN_IN_ATTEMPTS_PER_MINUTE);
  });

  it('parses hop counts and proxy lists, and refuses what is neither', () => {
    const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('true')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.1,loopback, ::1/128')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      'loopback',
      '::1/128',
    ]);
    for (const bad of ['yes', '10.0.0.0/40', '10.0.0.1/8/2', 'proxy.example']) {
      expect(() => parse(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('per-account sign-in throttle', () => {
  it('locks password guessing from 20 IPs, and the owner gets in by magic link', async () => {
    const t = await buildTestApp();
    const owner = await t.signUp({ password: 'the real password 1' });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await authPost(t.app, '/api/auth/sign-in/email', {
        email: owner.user.email,
        password: `guess number ${i}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' },
        });
        expect(Number(res.headers['x-retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    // The right password waits too: the lock is on the account, not on a guess.
    const right = await authPost(t.app, '/api/auth/sign-in/email', {
      email: owner.user.email,
      password: 'the real password 1',
    });
    expect(right.statusCode).toBe(429);
    // Another account is unaffected.
    const other = await t.signUp({ password: 'other password 1' });
    const fine = await authPost(t.app, '/api/auth/sign-in/email', {
      email: other.user.email,
      password: 'other password 1',
    });
    expect(fine.statusCode).toBe(200);

    const send = await authPost(t.app, '/api/auth/sign-in/magic-link', {
      email: owner.user.email,
      callbackURL: '/account',
    });
    expect(send.statusCode).toBe(200);
    const link = linkIn(lastMailTo(t.app, owner.user.email));
    const visit = await t.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      remoteAddress: nextClientIp(),
    });
    expect(visit.statusCode).toBe(302);
    const me = await getWithCookie(t.app, '/api/me', cookieHeader(visit.headers['set-cookie']));
    expect(me.json()).toMatchObject({ email: owner.user.email });
  });

  it('locks one-time-code guessing across codes and IPs', async () => {
    const t = await buildTestApp();
    const owner = await t.signUp();
    const send = await authPost(t.app, '/api/auth/email-otp/send-verification-otp', {
      email: owner.user.email,
      type: 'sign-in',
    });
    expect(send.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await authPost(t.app, '/api/auth/sign-in/email-otp', {
        email: owner.user.email,
        otp: String(100000 + i),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));
    expect(statuses.slice(0, 5).every((s) => s !== 429 && s >= 400)).toBe(true);
  });

  it('backs off exponentially up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 20].map(lockSecondsAfter)).toEqual([0, 30, 60, 120, 240, 900]);
  });
});

describe('per-address mail cap', () => {
  it('sends at most 5 sign-in codes an hour to one address, whatever the IP', async () => {
    const t = await buildTestApp();
    const owner = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await authPost(t.app, '/api/auth/email-otp/send-verification-otp', {
        email: owner.user.email,
        type: 'sign-in',
      });
      statuses.push(res.statusCode);
    }
    const mails = t.app.ctx.mailer.sent.filter((m) => m.to === owner.user.email);
    expect(mails).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAILS_PER_ADDRESS_PER_HOUR);
    // Magic links and resets share the allowance.
    const link = await authPost(t.app, '/api/auth/sign-in/magic-link', { email: owner.user.email });
    expect(link.statusCode).toBe(429);
    const reset = await authPost(t.app, '/api/auth/request-password-reset', {
      email: owner.user.email,
    });
    expect(reset.statusCode).toBe(429);
    // Another address is unaffected.
    const other = await authPost(t.app, '/api/auth/sign-in/magic-link', {
      email: 'someone-else@example.com',
    });
    expect(other.statusCode).toBe(200);
  });
});
