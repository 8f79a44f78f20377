/**
 * What answers at the edge, outside any route: requests the HTTP parser refuses (headers over
 * the limit, a malformed request line) in the standard error shape; database errors caused by
 * input as 400, real faults as a 500 logged with the request id; and the session cookie alone
 * never enough to change state without the browser saying where the request came from.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../modules/engagement/unsubscribe-link.ts';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { buildTestApp, nextClientIp, type TestApp, type TestUser } from '../../test/helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { errorsPlugin } from './errors.ts';

let t: TestApp;
let port: number;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // With Stripe configured (a local fake), so its webhook route is there to be called.
  t = await buildTestApp((await startFakeStripe()).env);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  customer = await t.signUp();
  admin = await t.signUp({ role: 'admin' });
});

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(bytes: Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.end(bytes);
  });
}

const expectErrorShape = (body: string, code: string) => {
  const parsed = JSON.parse(body) as { error: { code: string; message: string } };
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(parsed.error).toEqual({ code, message: expect.any(String) });
};

describe('requests refused before routing', () => {
  it('answers headers over the limit with 431 in the error shape', async () => {
    const res = await rawRequest(
      Buffer.from(
        `GET /api/products HTTP/1.1\r\nHost: x\r\nCookie: a=${'x'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expectErrorShape(res.body, 'headers_too_large');
  });

  it('answers a malformed request line with 400 in the error shape', async () => {
    const res = await rawRequest(
      Buffer.concat([
        Buffer.from('GET /'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n'),
      ]),
    );
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'bad_request');
  });

  it('answers bytes that are not HTTP with 400 in the error shape', async () => {
    const res = await rawRequest(Buffer.from('\u0000\u0001 hello\r\n\r\n'));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'bad_request');
  });

  it('refuses a control character in a header with 400 naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'x-note': 'a\u0001b' },
      remoteAddress: nextClientIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Invalid header: x-note',
        fields: { 'x-note': 'Must not contain control characters' },
      },
    });
  });
});

describe('database errors', () => {
  /** A bare app with the shop's error handler, whose routes run queries on the test database. */
  async function errorApp() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    app.decorate('ctx', t.app.ctx);
    await app.register(errorsPlugin);
    const queries: Record<string, string> = {
      text: `select 'not a number'::integer`,
      range: `select 99999999999::integer`,
      length: `do $$ declare short varchar(3) := 'too long'; begin end $$`,
      fault: `select * from no_such_table`,
    };
    for (const [name, query] of Object.entries(queries)) {
      app.get(`/${name}`, async () => t.db.execute(sql.raw(query)));
    }
    await app.ready();
    return { app, lines };
  }

  it('answers invalid text, a number out of range and a string too long with 400', async () => {
    const { app } = await errorApp();
    for (const name of ['text', 'range', 'length']) {
      const res = await app.inject({ method: 'GET', url: `/${name}` });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'bad_request',
          message: 'The request contains a value the shop cannot store',
        },
      });
    }
    await app.close();
  });

  it('keeps a real fault a 500, logged with the request id', async () => {
    const { app, lines } = await errorApp();
    const res = await app.inject({ method: 'GET', url: '/fault' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong. Please try again.' },
    });
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, reqId: expect.any(String) });
    const incoming = lines.find((line) => line.msg === 'incoming request');
    expect(logged!.reqId).toBe(incoming!.reqId);
    await app.close();
  });
});

describe('state changes on the session cookie need the browser to say where they came from', () => {
  const refusal = {
    error: {
      code: 'forbidden',
      message:
        'Cross-origin request refused. Open the shop at http://localhost:3000 and try again.',
    },
  };

  it('refuses a signed-in checkout, contact and admin create without an Origin', async () => {
    const product = await createProduct(t.db, { stock: 3 });
    const attempts = [
      {
        who: customer,
        url: '/api/checkout',
        payload: { items: [{ productId: product.id, quantity: 1 }] },
      },
      {
        who: customer,
        url: '/api/contact',
        payload: { name: 'A', email: 'a@b.co', message: 'Hi' },
      },
      { who: admin, url: '/api/blog-posts', payload: { title: 'T', content: 'C', imageUrl: '' } },
    ];
    for (const { who, url, payload } of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: who.cookie },
        payload,
        remoteAddress: nextClientIp(),
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
  });

  it('accepts the same request when Fetch-Metadata says it is same-origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { cookie: customer.cookie, 'sec-fetch-site': 'same-origin' },
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello there' },
      remoteAddress: nextClientIp(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('still takes a cookie-less request without an Origin (a script, a mail client)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello again' },
      remoteAddress: nextClientIp(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('leaves the one-click unsubscribe and the payment webhook open, cookie or not', async () => {
    const email = `reader-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const token = signUnsubscribeToken(t.app.ctx.authSecret, email);
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=${token}`,
      headers: { cookie: customer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextClientIp(),
    });
    expect(unsubscribe.statusCode).toBe(200);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { cookie: customer.cookie, 'content-type': 'application/json' },
      payload: '{}',
      remoteAddress: nextClientIp(),
    });
    // Refused for its missing signature, not for its missing Origin.
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json()).toEqual({
      error: { code: 'bad_request', message: 'Invalid webhook signature' },
    });
  });
});
