import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../../test/helpers.ts';

describe('health and the error shape', () => {
  it('answers /api/health when the database is up', async () => {
    const t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.dbKind });
  });

  it('answers unknown API paths with the error shape', async () => {
    const t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('refuses a cross-origin state-changing request', async () => {
    const t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'x@example.com', password: 'long enough pw', name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('signs up through better-auth with an HttpOnly SameSite cookie', async () => {
    const t = await buildTestApp();
    const user = await t.signUp();
    expect(user.cookie).toMatch(/session_token=/);
    const res = await user.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.user.email);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'cookie@example.com', password: 'long enough pw', name: 'c' },
    });
    const setCookie = String(signUp.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });
});
