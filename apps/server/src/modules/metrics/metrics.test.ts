/**
 * GET /metrics: 404 without METRICS_TOKEN, 401 without or with a wrong bearer token, and with
 * the right one a Prometheus text exposition that parses, with the shop's series in it.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { createOrder } from '../../../test/order-factories.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Prometheus text format: `name{a="b",…} value` lines; # HELP / # TYPE lines skipped. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]!] = pair[2]!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );

describe('/metrics without METRICS_TOKEN', () => {
  it('is not there', async () => {
    const t = await buildTestApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('refuses a missing or wrong token, and serves a parseable exposition with the right one', async () => {
    const t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('unauthorized');

    // Some traffic: two public catalog reads over a real socket (the second from the cache),
    // an order and a failed mail in the database.
    const shopper = await t.signUp();
    const product = await createProduct(t.db);
    await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product }],
      status: 'processing',
      paymentStatus: 'paid',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const metricsText = async () =>
      (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    // On PostgreSQL the database's own notice of the writes above arrives a moment later and
    // retires the cached answer (as it must), so a second read can miss once: read until one is
    // served from the cache, a few times at most.
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${base}/api/products`)).status).toBe(200);
      if (i > 0 && /shop_public_cache_hits_total [1-9]/.test(await metricsText())) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseExposition(await res.text());

    expect(
      find(samples, 'shop_http_requests_total', {
        method: 'GET',
        route: '/api/products',
        status: '200',
      })?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(
      find(samples, 'shop_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/products',
      })?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(
      find(samples, 'shop_http_request_duration_seconds_bucket', {
        le: '+Inf',
        route: '/api/products',
      }),
    ).toBeDefined();
    expect(find(samples, 'shop_public_cache_hits_total')?.value).toBeGreaterThanOrEqual(1);
    expect(find(samples, 'shop_public_cache_misses_total')?.value).toBeGreaterThanOrEqual(1);
    expect(
      find(samples, 'shop_orders', { status: 'processing', payment_status: 'paid' })?.value,
    ).toBe(1);
    expect(find(samples, 'shop_orders_refunded')?.value).toBe(0);
    expect(find(samples, 'shop_mail_outbox_messages', { status: 'pending' })).toBeDefined();
    expect(find(samples, 'shop_mail_outbox_messages', { status: 'failed' })).toBeDefined();
    expect(find(samples, 'shop_checkouts_started_total')?.value).toBe(0);
    expect(find(samples, 'shop_process_resident_memory_bytes')?.value).toBeGreaterThan(0);
    if (t.dbKind === 'postgres') {
      expect(find(samples, 'shop_db_pool_connections', { state: 'total' })?.value).toBeGreaterThan(
        0,
      );
    }
  });
});
