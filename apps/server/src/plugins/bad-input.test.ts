/**
 * Malformed requests are the client's fault: each answers 4xx in the standard error shape,
 * never a 500.
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, nextClientIp, TEST_ORIGIN } from '../../test/helpers.ts';

const t = await buildTestApp();

const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const json = { 'content-type': 'application/json', origin: TEST_ORIGIN };
const CASES: [string, InjectOptions, number][] = [
  [
    '50,000-deep JSON array on sign-in',
    { method: 'POST', url: '/api/auth/sign-in/email', headers: json, payload: deepJson(50_000) },
    400,
  ],
  [
    '50,000-deep JSON object on sign-up',
    { method: 'POST', url: '/api/auth/sign-up/email', headers: json, payload: deepObject(50_000) },
    400,
  ],
  [
    'deep JSON on a shop route',
    { method: 'POST', url: '/api/contact', headers: json, payload: deepObject(100) },
    400,
  ],
  [
    'malformed JSON',
    { method: 'POST', url: '/api/auth/sign-in/email', headers: json, payload: '{"email":' },
    400,
  ],
  [
    'invalid UTF-8 in JSON',
    {
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    400,
  ],
  ['bad percent-encoding in the path', { method: 'GET', url: '/api/products/%E0%A4%A' }, 400],
  ['bad percent-encoding in the query', { method: 'GET', url: '/api/products?search=%ZZ%' }, 200],
  [
    'wrong content type on a JSON route',
    {
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml', origin: TEST_ORIGIN },
      payload: '<email>a@b.c</email>',
    },
    415,
  ],
  [
    'plain text to the auth API',
    {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain', origin: TEST_ORIGIN },
      payload: 'email=a@b.c',
    },
    415,
  ],
  [
    'a JSON string instead of an object to the auth API',
    { method: 'POST', url: '/api/auth/sign-in/email', headers: json, payload: '"hello"' },
    400,
  ],
  [
    'an unknown charset',
    {
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json; charset=utf-16', origin: TEST_ORIGIN },
      payload: '{"email":"a@b.c"}',
    },
    400,
  ],
  [
    'a body over the 1 MB limit',
    {
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    },
    413,
  ],
];

describe('malformed requests', () => {
  it.each(CASES)('%s', async (_name, options, status) => {
    const res = await t.app.inject({ ...options, remoteAddress: nextClientIp() });
    expect(res.statusCode).toBe(status);
    if (status >= 400) {
      const body = res.json();
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(body.error.code).not.toBe('internal');
    }
  });
});
