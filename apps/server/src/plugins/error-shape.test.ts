/**
 * One error shape for every answer: a sweep of the route table (every route, called with no
 * input as a visitor, a customer and the admin) and of better-auth's endpoints behind
 * /api/auth/*, where every refusal of an /api address is `{ error: { code, message, fields? } }`
 * and nothing else (a mail link's page, an HTML answer to a browser, aside). Then the refusals that used to leave the shape or the rules: better-auth's
 * own codes, an unknown auth path, the sign-in lock, a too-long address, unknown checkout
 * fields, and bytes that are not UTF-8 in a JSON body.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../../test/auth-requests.ts';
import { buildTestApp, nextClientIp, TEST_ORIGIN, type TestApp } from '../../test/helpers.ts';
import { createProduct } from '../../test/factories.ts';

let t: TestApp;
const cookies: Record<string, string | undefined> = { visitor: undefined };

beforeAll(async () => {
  t = await buildTestApp();
  cookies.customer = (await t.signUp()).cookie;
  cookies.admin = (await t.signUp({ role: 'admin' })).cookie;
});

const call = (caller: string, request: InjectOptions) =>
  t.app.inject({
    ...request,
    remoteAddress: nextClientIp(),
    headers: {
      origin: TEST_ORIGIN,
      ...request.headers,
      ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
    },
  });

/** What is wrong with a refusal, or null when it is in the shape (or not a refusal). */
function shapeProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode < 400) return null;
  // The addresses a mail's link opens (confirm, opt out, unsubscribe) answer the browser a page.
  if (String(res.headers['content-type']).startsWith('text/html')) return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 80)}`;
  }
  const { error, ...rest } = (body ?? {}) as {
    error?: { code?: unknown; message?: unknown; fields?: unknown };
  };
  if (!error || Object.keys(rest).length) return `${res.statusCode} not in the shape: ${res.body}`;
  const { code, message, fields, ...more } = error;
  if (typeof code !== 'string' || !code || typeof message !== 'string' || !message) {
    return `${res.statusCode} without a code and a message: ${res.body}`;
  }
  if (Object.keys(more).length) return `${res.statusCode} with more than the shape: ${res.body}`;
  if (
    fields !== undefined &&
    (typeof fields !== 'object' ||
      fields === null ||
      Object.values(fields).some((value) => typeof value !== 'string'))
  ) {
    return `${res.statusCode} with fields that are not texts: ${res.body}`;
  }
  return null;
}

/** better-auth's endpoints the shop uses, and some it does not have. */
const AUTH_CALLS: InjectOptions[] = [
  { method: 'GET', url: '/api/auth/no-such-endpoint' },
  { method: 'POST', url: '/api/auth/no-such-endpoint', payload: {} },
  { method: 'GET', url: '/api/auth/sign-in/email' },
  { method: 'POST', url: '/api/auth/sign-in/email', payload: {} },
  { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'x', password: 'y' } },
  { method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'nope', password: 'a' } },
  { method: 'POST', url: '/api/auth/change-password', payload: { newPassword: 'a' } },
  { method: 'POST', url: '/api/auth/reset-password', payload: { token: 'x', newPassword: 'y' } },
  { method: 'POST', url: '/api/auth/sign-in/email-otp', payload: { email: 'a@b.co', otp: '1' } },
  { method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: '000000' } },
  { method: 'POST', url: '/api/auth/two-factor/enable', payload: { password: 'wrong' } },
  { method: 'GET', url: '/api/auth/magic-link/verify?token=nope' },
];

describe('the error shape everywhere', () => {
  it.each(['visitor', 'customer', 'admin'])(
    'every route of the table refuses in the shape, as a %s',
    async (caller) => {
      const problems: string[] = [];
      for (const route of t.app.routeTable) {
        // Pages (not /api) answer browsers with pages; the API answers in the shape.
        if (!route.url.startsWith('/api/')) continue;
        const url = route.url.replace(/:(\w+)|\*/g, (_w, name?: string) =>
          name ? crypto.randomUUID() : 'no-such-endpoint',
        );
        const hasBody = !['GET', 'DELETE', 'HEAD'].includes(route.method);
        const res = await call(caller, {
          method: route.method as InjectOptions['method'],
          url,
          ...(hasBody ? { payload: {} } : {}),
        });
        const problem = shapeProblem(res);
        if (problem) problems.push(`${route.method} ${route.url}: ${problem}`);
      }
      for (const request of AUTH_CALLS) {
        const problem = shapeProblem(await call(caller, request));
        if (problem) problems.push(`${request.method} ${request.url}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it("keeps better-auth's codes and names the field it refuses", async () => {
    const customer = await t.signUp({ password: 'the right one 1' });
    const wrong = await authPost(t.app, '/api/auth/sign-in/email', {
      email: customer.user.email,
      password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
    const badEmail = await authPost(t.app, '/api/auth/sign-up/email', {
      email: 'not an address',
      password: 'long enough password',
      name: 'x',
    });
    expect(badEmail.statusCode).toBe(400);
    const { error } = badEmail.json() as { error: { code: string; fields?: object } };
    expect(error.code).toMatch(/^[A-Z_]+$/);
    expect(error.fields ?? { email: 'named in the message' }).toHaveProperty('email');
  });

  it('answers an unknown /api/auth path 404 in the shape', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call('visitor', {
        method,
        url: '/api/auth/no-such-endpoint',
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
  });

  it('answers a path part longer than the router reads 414 with uri_too_long', async () => {
    const res = await call('visitor', { method: 'GET', url: `/api/products/${'a'.repeat(600)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      error: { code: 'uri_too_long', message: 'The address is too long' },
    });
  });

  it('refuses unknown fields on POST /api/checkout, like every other route', async () => {
    const product = await createProduct(t.db, { stock: 5 });
    const res = await call('customer', {
      method: 'POST',
      url: '/api/checkout',
      payload: { items: [{ productId: product.id, quantity: 1 }], totalCents: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { totalCents: 'Unknown parameter' },
    });
  });

  it('refuses a JSON body whose bytes are not UTF-8, instead of storing U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.from([0x61, 0xff, 0xfe, 0x62]),
      Buffer.from('@example.com"}'),
    ]);
    const res = await call('visitor', {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: bytes,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'bad_request', message: 'The JSON body is not valid UTF-8 text' },
    });
    // A lone continuation byte and a cut-short sequence too; well-formed UTF-8 is read as sent.
    for (const broken of [[0x80], [0xe2, 0x82]]) {
      const again = await call('visitor', {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: Buffer.concat([
          Buffer.from('{"email":"a'),
          Buffer.from(broken),
          Buffer.from('@example.com"}'),
        ]),
        headers: { 'content-type': 'application/json' },
      });
      expect(again.statusCode).toBe(400);
    }
    const fine = await call('visitor', {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: Buffer.from('{"email":"zoë@example.com"}'),
      headers: { 'content-type': 'application/json' },
    });
    expect(fine.json().error?.message).not.toBe('The JSON body is not valid UTF-8 text');
  });
});
