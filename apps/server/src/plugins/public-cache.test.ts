/**
 * The public answer cache. Hits carry the bytes and headers of the miss, in every
 * encoding, with ETags and 304s; every kind of write is visible in the very next read; a
 * signed-in visitor never gets the public answer; with the change feed down nothing is served
 * from the cache, and an entry never outlives its maximum age.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeFeedFor } from '../lib/change-feed.ts';
import { createProduct, createProducts } from '../../test/factories.ts';
import { buildTestAppWithUsers } from '../../test/helpers.ts';
import { checkoutOne } from '../../test/order-factories.ts';
import { uploadImages } from '../../test/upload-helpers.ts';
import { PUBLIC_MAX_AGE_MS } from './public-cache.ts';

const { t, admin, shopper } = await buildTestAppWithUsers();
afterEach(() => {
  vi.useRealTimers();
});

const LISTING = '/api/products?pageSize=24';

/**
 * A write nothing announces: triggers skipped (session_replication_role = replica) and, on
 * PostgreSQL, on a connection of its own rather than the app's pool (which announces writes).
 */
async function writeUnannounced(statement: string) {
  const script = `begin; set local session_replication_role = replica; ${statement}; commit;`;
  if (t.dbKind === 'pglite') {
    await (t.db as unknown as { $client: { exec: (q: string) => Promise<unknown> } }).$client.exec(
      script,
    );
    return;
  }
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client({ connectionString: pool.options.connectionString });
  await client.connect();
  try {
    await client.query(script);
  } finally {
    await client.end();
  }
}
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const withoutDate = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('a cached answer', () => {
  it('is served with the very bytes and headers of the answer that filled it', async () => {
    await createProduct(t.db, { name: 'Bytes Once Bunny' });
    const miss = await get(LISTING);
    const hit = await get(LISTING);
    expect(miss.statusCode).toBe(200);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(withoutDate(hit.headers)).toEqual(withoutDate(miss.headers));
    expect(hit.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(hit.headers['cache-control']).toBe('public, no-cache');
    expect(hit.headers['cdn-cache-control']).toBe('public, max-age=10, stale-while-revalidate=30');
    expect(hit.headers.vary).toMatch(/Accept-Encoding/);
    // The security headers of the app travel with it.
    expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a HEAD with the headers of the GET, whether or not the answer is stored yet', async () => {
    await createProducts(t.db, 12);
    for (const url of [`${LISTING}&sortBy=price-low`, '/about']) {
      const cold = await t.app.inject({
        method: 'HEAD',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      const full = await get(url, { 'accept-encoding': 'br' });
      const warm = await t.app.inject({
        method: 'HEAD',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(full.statusCode, url).toBe(200);
      expect(full.headers['content-encoding']).toBe('br');
      for (const head of [cold, warm]) {
        expect(head.statusCode, url).toBe(200);
        expect(head.rawPayload.length).toBe(0);
        expect(withoutDate(head.headers), url).toEqual(withoutDate(full.headers));
      }
    }
  });

  it('answers 304 to a matching If-None-Match, and the full answer otherwise', async () => {
    const first = await get(LISTING);
    const etag = String(first.headers.etag);
    const same = await get(LISTING, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    expect(same.headers.etag).toBe(etag);
    expect((await get(LISTING, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(LISTING, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('is stored in brotli and gzip that decode to exactly the uncompressed bytes', async () => {
    await createProducts(t.db, 12);
    const identity = await get(LISTING);
    const br = await get(LISTING, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(LISTING, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(zlib.gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2);
    // A strong ETag names one representation.
    expect(new Set([identity.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    // Pages too. A page carries its render's query timestamps, so both must come from one
    // stored entry: on PostgreSQL a late notification of the inserts above may retire it between
    // two requests, so read until the brotli ETag is the same before and after the plain read.
    for (let attempt = 1; ; attempt++) {
      const page = await get('/blog', { 'accept-encoding': 'br' });
      const plain = await get('/blog');
      const again = await get('/blog', { 'accept-encoding': 'br' });
      if (page.headers.etag !== again.headers.etag && attempt < 5) continue;
      expect(page.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(page.rawPayload).equals(plain.rawPayload)).toBe(true);
      break;
    }
  });

  it('reads no database: a write that slips past the triggers shows only after the max age', async () => {
    const product = await createProduct(t.db, { priceCents: 1000 });
    const url = `/api/products/${product.id}`;
    // On PostgreSQL the insert's notification arrives a moment later and would retire the entry.
    await new Promise((r) => setTimeout(r, 100));
    expect((await get(url)).json().priceCents).toBe(1000);
    await writeUnannounced(`update products set price_cents = 2000 where id = '${product.id}'`);
    expect((await get(url)).json().priceCents).toBe(1000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PUBLIC_MAX_AGE_MS);
    expect((await get(url)).json().priceCents).toBe(2000);
  });

  it('is not used while the change feed is down', async () => {
    const feed = changeFeedFor(t.db)!;
    const product = await createProduct(t.db, { priceCents: 1000 });
    const url = `/api/products/${product.id}`;
    await get(url);
    feed.setLive(false);
    try {
      await writeUnannounced(`update products set price_cents = 3000 where id = '${product.id}'`);
      const answer = await get(url);
      expect(answer.json().priceCents).toBe(3000);
      expect(answer.headers.etag).toBeUndefined();
    } finally {
      feed.setLive(true);
    }
  });
});

describe('a write is visible in the next read', () => {
  it('a price change by the maker (listing, product, page)', async () => {
    const [image] = await uploadImages(admin, 1);
    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: {
        name: 'Repriced Fox',
        category: 'amigurumi',
        description: 'A fox.',
        price: 30,
        stock: 4,
        images: [image],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const before = [await get(`/api/products/${id}`), await get(LISTING)];
    const page = await get(`/products/${id}`);
    expect(before[0]!.json().priceCents).toBe(3000);
    expect(page.body).toContain('$30.00');

    const put = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      payload: {
        name: 'Repriced Fox',
        category: 'amigurumi',
        description: 'A fox.',
        price: 35,
        stock: 4,
        images: [image],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(`/api/products/${id}`)).json().priceCents).toBe(3500);
    const listed = (await get(LISTING)).json().items.find((p: { id: string }) => p.id === id);
    expect(listed.priceCents).toBe(3500);
    expect((await get(`/products/${id}`)).body).toContain('$35.00');
  });

  it('a stock change through checkout', async () => {
    const product = await createProduct(t.db, { stock: 5 });
    const url = `/api/products/${product.id}`;
    expect((await get(url)).json().stock).toBe(5);
    const res = await checkoutOne(shopper, product.id, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(url)).json().stock).toBe(3);
  });

  it('a featured toggle', async () => {
    const product = await createProduct(t.db, { featured: false, name: 'Newly Featured Owl' });
    const names = async () =>
      ((await get('/api/products/featured')).json().items as { name: string }[]).map((p) => p.name);
    expect(await names()).not.toContain('Newly Featured Owl');
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/featured`,
      payload: { featured: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names()).toContain('Newly Featured Owl');
  });

  it('a new post', async () => {
    const titles = async () =>
      ((await get('/api/blog-posts')).json().items as { title: string }[]).map((p) => p.title);
    expect(await titles()).not.toContain('Fresh off the hook');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/blog-posts',
      payload: {
        title: 'Fresh off the hook',
        content: 'News.',
        imageUrl: 'https://x.example/a.jpg',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await titles()).toContain('Fresh off the hook');
    expect((await get('/blog')).body).toContain('Fresh off the hook');
  });
});

describe('a signed-in visitor', () => {
  it('never gets the public answer: pages and API answers are private', async () => {
    const anonymous = await get('/');
    expect(anonymous.headers.etag).toBeDefined();
    const page = await shopper.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.etag).toBeUndefined();
    expect(page.body).toContain(shopper.user.email);
    const api = await shopper.inject({ method: 'GET', url: LISTING });
    expect(api.headers['cache-control']).toBe('private, no-cache');
    expect(api.headers.etag).toBeUndefined();
  });
});

describe('the raw request handler', () => {
  it('serves hits over HTTP with the same headers as the miss, session cookies bypassing it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const fetchRaw = (headers: Record<string, string> = {}, method = 'GET') =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .request({ port, host: '127.0.0.1', path: LISTING, headers, method }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject)
          .end();
      });
    await createProduct(t.db, { name: 'Over The Wire Whale' });
    const miss = await fetchRaw();
    const hit = await fetchRaw();
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(withoutDate(hit.headers)).toEqual(withoutDate(miss.headers));
    const head = await fetchRaw({}, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(withoutDate(head.headers)).toEqual(withoutDate(miss.headers));
    const signedIn = await fetchRaw({ cookie: shopper.cookie });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });
});
