/**
 * What the shop promises about sessions: brute force is throttled per client IP, a
 * cross-origin state-changing request is refused, and the session cookie is HttpOnly, SameSite
 * and (in production) Secure.
 */
import { describe, expect, it } from 'vitest';
import { authPost, getWithCookie } from '../../../test/auth-requests.ts';
import { buildTestApp, cookieHeader, nextClientIp, TEST_ORIGIN } from '../../../test/helpers.ts';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from './auth-settings.ts';

describe('sign-in brute force', () => {
  it('answers 429 to one IP after too many attempts while another IP still signs in', async () => {
    const t = await buildTestApp();
    const victim = await t.signUp({ password: 'the real password' });
    const attacker = nextClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE + 2; i++) {
      const res = await authPost(
        t.app,
        '/api/auth/sign-in/email',
        // Other accounts each time: per-account locks (account-abuse.test.ts) stay out of it.
        { email: `guess-${i}@example.com`, password: `guess number ${i}` },
        { ip: attacker },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_ATTEMPTS_PER_MINUTE)).toEqual(
      Array(SIGN_IN_ATTEMPTS_PER_MINUTE).fill(401),
    );
    expect(statuses.slice(SIGN_IN_ATTEMPTS_PER_MINUTE)).toEqual([429, 429]);

    // Even the right password is refused from the throttled address…
    const blocked = await authPost(
      t.app,
      '/api/auth/sign-in/email',
      { email: victim.user.email, password: 'the real password' },
      { ip: attacker },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/too many requests/i);

    // …while the owner, from their own address, signs in.
    const owner = await authPost(
      t.app,
      '/api/auth/sign-in/email',
      { email: victim.user.email, password: 'the real password' },
      { ip: nextClientIp() },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('keys clients by the address Fastify resolved, not by a forwarded header they send', async () => {
    const t = await buildTestApp();
    const attacker = nextClientIp();
    let last = 0;
    for (let i = 0; i <= SIGN_IN_ATTEMPTS_PER_MINUTE; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: attacker,
        headers: {
          origin: TEST_ORIGIN,
          'x-forwarded-for': `203.0.113.${i + 1}`,
          'x-shop-client-ip': `198.51.100.${i + 1}`,
        },
        payload: { email: 'nobody@example.com', password: `guess number ${i}` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('cross-origin requests', () => {
  it('refuses state-changing requests from another site, with or without a session', async () => {
    const t = await buildTestApp();
    const alice = await t.signUp();
    const evil = { origin: 'https://evil.example' };
    const signOut = await authPost(
      t.app,
      '/api/auth/sign-out',
      {},
      { ...evil, cookie: alice.cookie },
    );
    expect(signOut.statusCode).toBe(403);
    const wishlist = await alice.inject({
      method: 'POST',
      url: '/api/wishlist',
      headers: evil,
      payload: { productId: crypto.randomUUID() },
    });
    expect(wishlist.statusCode).toBe(403);
    expect(wishlist.json().error.code).toBe('forbidden');
    const fetchMetadata = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'sec-fetch-site': 'cross-site', cookie: alice.cookie },
      payload: { email: alice.user.email, password: 'correct horse battery' },
    });
    expect(fetchMetadata.statusCode).toBe(403);
    // The session survived all of it.
    expect((await getWithCookie(t.app, '/api/me', alice.cookie)).statusCode).toBe(200);
  });

  it('refuses an opaque or malformed Origin with 403, not a server error', async () => {
    const t = await buildTestApp();
    const alice = await t.signUp();
    for (const origin of ['null', 'not a url']) {
      const res = await alice.inject({
        method: 'POST',
        url: '/api/wishlist',
        headers: { origin },
        payload: { productId: crypto.randomUUID() },
      });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });
});

describe('session cookie', () => {
  function sessionCookie(setCookie: string | string[] | undefined): string {
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    const cookie = list.find((c) => /session_token=/.test(c));
    if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(list)}`);
    return cookie;
  }

  it('is HttpOnly and SameSite=Lax, not Secure over plain http in development', async () => {
    const t = await buildTestApp();
    const res = await authPost(t.app, '/api/auth/sign-up/email', {
      email: 'cookie-dev@example.com',
      password: 'long enough pw',
      name: 'c',
    });
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('is also Secure (and __Secure- prefixed) in production', async () => {
    const t = await buildTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'production-secret-production-secret-0123456789',
      PAYMENTS_TEST_MODE: 'true',
    });
    expect(t.config.isProduction).toBe(true);
    const res = await authPost(t.app, '/api/auth/sign-up/email', {
      email: 'cookie-prod@example.com',
      password: 'long enough pw',
      name: 'c',
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    // And the API accepts that cookie.
    const me = await getWithCookie(t.app, '/api/me', cookieHeader(res.headers['set-cookie']));
    expect(me.statusCode).toBe(200);
  });
});
