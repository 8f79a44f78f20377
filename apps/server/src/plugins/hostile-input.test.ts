/**
 * Generated from the route table: every route the app registers, called as an anonymous
 * visitor, a customer and the admin, with a NUL, a lone surrogate, an over-long string and a
 * value of the wrong type in each path parameter, query field and body field its schema
 * declares. Each answer is a 4xx in the standard error shape, never a 500; the rule's own
 * refusals name the field. A route added tomorrow is in the table, so it is covered too.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../context.ts';
import { buildTestApp, nextClientIp, TEST_ORIGIN, type TestApp } from '../../test/helpers.ts';
import { MAX_URL_VALUE_LENGTH, unwrapSchema } from './input-guard.ts';

type Caller = 'anonymous' | 'customer' | 'admin';
type Probe = { kind: 'nul' | 'surrogate' | 'long' | 'type'; location: string; field: string };

let t: TestApp;
const cookies: Record<Caller, string | undefined> = {
  anonymous: undefined,
  customer: undefined,
  admin: undefined,
};

beforeAll(async () => {
  t = await buildTestApp();
  cookies.customer = (await t.signUp()).cookie;
  cookies.admin = (await t.signUp({ role: 'admin' })).cookie;
});

type Def = { type: string; shape?: Record<string, unknown> };
const defOf = (schema: unknown) => unwrapSchema(schema)?._zod.def as Def | undefined;

/** The top-level fields of an object schema and the type each expects. */
function fieldsOf(schema: unknown): [string, string][] {
  const def = defOf(schema);
  if (def?.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).map(([name, field]) => [name, defOf(field)?.type ?? 'unknown']);
}

/** A value of another type than the field expects. */
function wrongType(type: string): unknown {
  if (type === 'number' || type === 'int' || type === 'bigint') return 'not a number';
  if (type === 'boolean') return 'not a boolean';
  if (type === 'array' || type === 'object' || type === 'record') return 'not a list';
  return 12345;
}

const someId = () => crypto.randomUUID();
const pathParams = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

function fillPath(url: string, name: string, raw: string) {
  return url.replace(/:(\w+)|\*/g, (whole, param: string | undefined) =>
    (param ?? '*') === name ? raw : whole === '*' ? 'anything' : someId(),
  );
}
const validPath = (url: string) => fillPath(url, '', '');

const LONG_URL_VALUE = 'x'.repeat(MAX_URL_VALUE_LENGTH + 1);
const LONG_BODY_VALUE = 'x'.repeat(200_000);
/** better-auth's routes behind the one catch-all route, with the fields they read. */
const AUTH_BODIES: Record<string, string[]> = {
  '/api/auth/sign-in/email': ['email', 'password'],
  '/api/auth/sign-up/email': ['email', 'password', 'name'],
  '/api/auth/request-password-reset': ['email', 'redirectTo'],
};

type Case = { route: RouteEntry; probe: Probe; request: InjectOptions };

function casesOf(route: RouteEntry): Case[] {
  const cases: Case[] = [];
  const add = (probe: Probe, request: InjectOptions) => cases.push({ route, probe, request });
  const { method } = route;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const schemaParams = new Map(fieldsOf(route.schema?.params));
  for (const name of pathParams(route.url)) {
    const url = (raw: string) => fillPath(route.url, name, raw);
    const payload = hasBody ? {} : undefined;
    add({ kind: 'nul', location: 'params', field: name }, { method, url: url('a%00b'), payload });
    add(
      { kind: 'surrogate', location: 'params', field: name },
      { method, url: url('a%ED%A0%80b'), payload },
    );
    add(
      { kind: 'long', location: 'params', field: name },
      { method, url: url(LONG_URL_VALUE), payload },
    );
    if (schemaParams.has(name)) {
      add(
        { kind: 'type', location: 'params', field: name },
        { method, url: url('%5B%5D'), payload },
      );
    }
  }
  for (const [name] of fieldsOf(route.schema?.querystring)) {
    const url = (query: string) => `${validPath(route.url)}?${query}`;
    add({ kind: 'nul', location: 'query', field: name }, { method, url: url(`${name}=a%00b`) });
    add(
      { kind: 'surrogate', location: 'query', field: name },
      { method, url: url(`${name}=a%ED%A0%80b`) },
    );
    add(
      { kind: 'long', location: 'query', field: name },
      { method, url: url(`${name}=${LONG_URL_VALUE}`) },
    );
    add(
      { kind: 'type', location: 'query', field: name },
      { method, url: url(`${name}=a&${name}=b`) },
    );
  }
  const bodies: [string, [string, string][]][] =
    route.url === '/api/auth/*'
      ? method === 'POST'
        ? Object.entries(AUTH_BODIES).map(([url, names]) => [url, names.map((n) => [n, 'string'])])
        : []
      : hasBody
        ? [[validPath(route.url), fieldsOf(route.schema?.body)]]
        : [];
  for (const [url, fields] of bodies) {
    for (const [name, type] of fields) {
      const body = (value: unknown) => ({ method, url, payload: { [name]: value } });
      add({ kind: 'nul', location: 'body', field: name }, body('a\u0000b'));
      // JSON.stringify writes a lone surrogate as the escape \ud800, as an attacker's client would.
      add({ kind: 'surrogate', location: 'body', field: name }, body('a\ud800b'));
      add({ kind: 'long', location: 'body', field: name }, body(LONG_BODY_VALUE));
      add({ kind: 'type', location: 'body', field: name }, body(wrongType(type)));
    }
  }
  return cases;
}

async function call(caller: Caller, request: InjectOptions): Promise<LightMyRequestResponse> {
  const cookie = cookies[caller];
  return t.app.inject({
    ...request,
    remoteAddress: nextClientIp(),
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** What went wrong with one answer, or null when it is right. */
function problemWith(res: LightMyRequestResponse, { probe, route }: Case): string | null {
  // An HTML form's refusal goes back to its page (303) with the reasons in the form flash.
  if (route.url.startsWith('/forms/') && res.statusCode === 303) {
    // A signed-out visitor's form that needs an account goes to sign in first.
    if (String(res.headers.location ?? '').startsWith('/signin?')) return null;
    const cookies = [res.headers['set-cookie'] ?? []].flat().join('\n');
    return cookies.includes('form_flash=') ? null : 'a refused form sent back without its reasons';
  }
  if (res.statusCode < 400 || res.statusCode >= 500) return `status ${res.statusCode}`;
  let body: { error?: { code?: unknown; message?: unknown; fields?: Record<string, string> } };
  try {
    body = res.json();
  } catch {
    return `status ${res.statusCode} without a JSON body`;
  }
  const { error } = body;
  if (!error || Object.keys(body).length !== 1) return 'not in the error shape';
  if (typeof error.code !== 'string' || typeof error.message !== 'string') {
    return 'not in the error shape';
  }
  if (res.statusCode !== 400 || probe.kind === 'type') return null;
  if (probe.location === 'params' && probe.kind === 'surrogate') return null; // URL not decodable
  const named =
    // A nested field is named by its path (`address.city`); a form's field may have a dot in
    // its own name (`shippingAddress.city`).
    Object.keys(error.fields ?? {}).some(
      (key) => key === probe.field || key.split('.')[0] === probe.field,
    ) ||
    (probe.field === '*' && error.message.includes('*'));
  return named ? null : `400 without naming ${probe.field}: ${error.message}`;
}

describe('hostile input on every route', () => {
  it('covers the route table, including routes that need no sign-in', () => {
    const urls = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(urls.length).toBeGreaterThan(40);
    const expected = [
      'GET /api/products',
      'POST /api/contact',
      'POST /api/auth/*',
      'GET /uploads/*',
    ];
    expect(urls).toEqual(expect.arrayContaining(expected));
  });

  it.each(['anonymous', 'customer', 'admin'] as const)(
    'answers 4xx in the error shape for pages and unknown addresses, as %s',
    async (caller) => {
      const problems: string[] = [];
      // The storefront's pages are rendered by the not-found handler from the path and query.
      const unmatched: RouteEntry = {
        method: 'GET',
        url: '/*',
        access: undefined,
        schema: undefined,
      };
      for (const [url, field] of [
        ['/blog/%s', 'path'],
        ['/products/%s', 'path'],
        ['/api/no-such-route/%s', 'path'],
        ['/products?search=%s', 'search'],
        ['/blog?page=%s', 'page'],
      ] as const) {
        for (const [kind, raw] of [
          ['nul', 'a%00b'],
          ['surrogate', 'a%ED%A0%80b'],
          ['long', LONG_URL_VALUE],
        ] as const) {
          const probe: Probe = { kind, location: field === 'path' ? 'params' : 'query', field };
          const target = url.replace('%s', raw);
          const c: Case = { route: unmatched, probe, request: { method: 'GET', url: target } };
          const problem = problemWith(await call(caller, c.request), c);
          if (problem) problems.push(`${target.slice(0, 40)} ${kind}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(['anonymous', 'customer', 'admin'] as const)(
    'answers 4xx in the error shape, never 500, as %s',
    async (caller) => {
      const problems: string[] = [];
      let count = 0;
      for (const route of t.app.routeTable) {
        for (const c of casesOf(route)) {
          const res = await call(caller, c.request);
          count++;
          const problem = problemWith(res, c);
          if (problem) {
            problems.push(
              `${route.method} ${route.url} ${c.probe.location}.${c.probe.field} ${c.probe.kind}: ${problem}`,
            );
          }
        }
      }
      expect(count).toBeGreaterThan(200);
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
