/**
 * Generated from the route table: every write route is sent multipart bodies a browser never
 * sends (no boundary, the wrong boundary, cut short in a part's headers or in its bytes, garbage
 * between boundaries, no parts at all) and upload-like bodies of other types. Every answer is a
 * 4xx in the standard error shape, never a 500; a route that takes multipart forms answers each
 * malformed body 400. The routes that take multipart forms are found by sending them a
 * well-formed one, so an upload route added tomorrow is covered too.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../context.ts';
import { buildTestApp, nextClientIp, TEST_ORIGIN, type TestApp } from '../../test/helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { createOrder } from '../../test/order-factories.ts';
import { makeImage } from '../../test/images.ts';
import { imageParts, multipartBody } from '../../test/multipart.ts';

type Body = { payload: Buffer | string; headers: Record<string, string> };

let t: TestApp;
let cookie: string;
let productId: string;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  // The admin also bought the product, so the buyers-only review photo route reads the body too.
  const admin = await t.signUp({ role: 'admin' });
  cookie = admin.cookie;
  const product = await createProduct(t.db);
  productId = product.id;
  await createOrder(t.db, {
    userId: admin.user.id,
    lines: [{ product }],
    status: 'completed',
    paymentStatus: 'paid',
  });
  png = await makeImage('png', 320, 240);
});

const withLength = (payload: Buffer | string, type: string): Body => ({
  payload,
  headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(payload)) },
});

/** A well-formed form with one picture, and its boundary. */
function goodForm() {
  const form = multipartBody(imageParts([{ bytes: png }]));
  const boundary = /boundary=(.+)$/.exec(form.headers['content-type'])![1]!;
  return { ...form, boundary };
}

/** Bodies no browser sends, each named. */
function malformedBodies(): [string, Body][] {
  const good = goodForm();
  const text = good.payload.toString('latin1');
  const headerEnd = text.indexOf('\r\n\r\n');
  return [
    ['no boundary', withLength(good.payload, 'multipart/form-data')],
    ['an empty boundary', withLength(good.payload, 'multipart/form-data; boundary=')],
    ['a mismatched boundary', withLength(good.payload, 'multipart/form-data; boundary=other')],
    [
      'cut short in the file',
      withLength(good.payload.subarray(0, headerEnd + 200), good.headers['content-type']),
    ],
    [
      'cut short in the part headers',
      withLength(good.payload.subarray(0, headerEnd - 10), good.headers['content-type']),
    ],
    [
      'cut short before the closing boundary',
      withLength(good.payload.subarray(0, good.payload.length - 8), good.headers['content-type']),
    ],
    [
      'a part without headers',
      withLength(
        `--${good.boundary}\r\n\r\nbytes\r\n--${good.boundary}--\r\n`,
        good.headers['content-type'],
      ),
    ],
    [
      'garbage after the boundary line',
      withLength(
        `--${good.boundary}\r\n\u0000\u00ff\u00fe garbage\r\n`,
        good.headers['content-type'],
      ),
    ],
    ['an empty body', withLength('', good.headers['content-type'])],
    ['JSON', withLength('{"images":[]}', 'application/json')],
    ['plain text', withLength('images', 'text/plain')],
    ['raw bytes', withLength(png, 'application/octet-stream')],
    ['a URL-encoded form', withLength('images=a.png', 'application/x-www-form-urlencoded')],
  ];
}

/** A body of a type the shop reads nowhere (raw bytes, a URL-encoded form) is a 415. */
const UNREAD_TYPES = ['application/octet-stream', 'application/x-www-form-urlencoded'];
const isUnreadType = (res: LightMyRequestResponse, contentType: string) =>
  res.statusCode === 415 && UNREAD_TYPES.includes(contentType);

const fillPath = (url: string) =>
  url.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) =>
    name === 'id' ? productId : name ? crypto.randomUUID() : 'anything',
  );

async function send(route: RouteEntry, body: Body): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url),
    payload: body.payload,
    headers: { ...body.headers, origin: TEST_ORIGIN, cookie },
    remoteAddress: nextClientIp(),
  };
  return t.app.inject(request);
}

/**
 * What is wrong with an answer to a malformed body, or null. An upload route refuses it 400 (a
 * type the shop reads nowhere, 415, before anything is read); any
 * other route may ignore a body it does not read (a toggle that redirects, a backup that starts),
 * or answer a page's own 4xx page, but never fails and never refuses outside the error shape.
 */
function problemWith(
  res: LightMyRequestResponse,
  isUpload: boolean,
  contentType: string,
): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (isUpload && res.statusCode !== 400 && !isUnreadType(res, contentType)) {
    return `status ${res.statusCode}, not 400`;
  }
  if (res.statusCode < 400) return null;
  if (String(res.headers['content-type']).startsWith('text/html')) return null;
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = res.json();
  } catch {
    return `status ${res.statusCode} without a JSON body`;
  }
  if (Object.keys(body).length !== 1 || typeof body.error?.code !== 'string') {
    return 'not in the error shape';
  }
  return typeof body.error.message === 'string' ? null : 'no message';
}

/**
 * The routes that read multipart forms. A route that accepts a well-formed form (answers it 2xx)
 * and is not listed fails the sweep, so a new upload route is added here.
 */
const UPLOAD_ROUTES = [
  'POST /api/admin/uploads',
  'POST /api/custom-orders/photos',
  'POST /api/products/:id/reviews/photos',
  'POST /api/admin/products/:id/pattern-files',
  'PUT /api/admin/products/:id/pattern-files/:fileId',
];
const nameOf = (route: RouteEntry) => `${route.method} ${route.url}`;

const writeRoutes = () =>
  t.app.routeTable.filter(
    (route) =>
      ['POST', 'PUT', 'PATCH'].includes(route.method) &&
      // HTML forms answer their page (303) with the reasons, covered by their own tests.
      !route.url.startsWith('/forms/'),
  );

describe('malformed multipart bodies on every write route', () => {
  it('knows every route that accepts a form', async () => {
    const accepting: string[] = [];
    const parsing: string[] = [];
    for (const route of writeRoutes()) {
      const res = await send(route, goodForm());
      // A route whose scope has no multipart parser refuses the type before anything else.
      if (res.statusCode !== 415) parsing.push(nameOf(route));
      if (res.statusCode >= 200 && res.statusCode < 300) accepting.push(nameOf(route));
    }
    expect(parsing).toEqual(expect.arrayContaining(UPLOAD_ROUTES));
    expect(UPLOAD_ROUTES).toEqual(expect.arrayContaining(accepting));
    // The image routes take the well-formed form (the admin bought the product it reviews).
    expect(accepting).toEqual(expect.arrayContaining(UPLOAD_ROUTES.slice(0, 3)));
  });

  it('answers each malformed body 400 on upload routes, never 500 anywhere, in the error shape', async () => {
    const problems: string[] = [];
    let count = 0;
    for (const route of writeRoutes()) {
      const isUpload = UPLOAD_ROUTES.includes(nameOf(route));
      for (const [name, body] of malformedBodies()) {
        const res = await send(route, body);
        count++;
        const problem = problemWith(res, isUpload, String(body.headers['content-type']));
        if (problem)
          problems.push(`${nameOf(route)} ${name}: ${problem} ${res.body.slice(0, 200)}`);
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 240_000);

  it('refuses them from an anonymous visitor on the public upload route too', async () => {
    for (const [name, body] of malformedBodies()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/custom-orders/photos',
        payload: body.payload,
        headers: { ...body.headers, origin: TEST_ORIGIN },
        remoteAddress: nextClientIp(),
      });
      const type = String(body.headers['content-type']);
      expect(res.statusCode, name).toBe(UNREAD_TYPES.includes(type) ? 415 : 400);
      expect(res.json().error.code, name).toBe(
        UNREAD_TYPES.includes(type) ? 'unsupported_media_type' : 'bad_request',
      );
    }
  });
});
