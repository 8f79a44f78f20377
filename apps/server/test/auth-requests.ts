/** Small request helpers for tests that drive better-auth's endpoints through the app. */
import type { App } from '../src/app.ts';
import { cookieHeader, nextClientIp, TEST_ORIGIN } from './helpers.ts';

type Options = { cookie?: string; ip?: string; origin?: string };

export function authPost(app: App, url: string, payload: object, options: Options = {}) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? nextClientIp(),
    headers: {
      origin: options.origin ?? TEST_ORIGIN,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload,
  });
}

export function getWithCookie(app: App, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** Signs in with email and password; the session cookie, or throws with the answer. */
export async function signIn(app: App, email: string, password: string, ip?: string) {
  const res = await authPost(app, '/api/auth/sign-in/email', { email, password }, { ip });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}
