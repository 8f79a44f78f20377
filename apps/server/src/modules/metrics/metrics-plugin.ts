/**
 * GET /metrics in Prometheus's text format, for an operator's scraper. Off unless METRICS_TOKEN
 * is set (then 404, like any unknown path, and no per-request hook runs at all); on, it answers
 * only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 *   shop_http_requests_total{method,route,status}       every request Fastify routed
 *   shop_http_request_duration_seconds{method,route}    its latency (histogram)
 *   shop_public_cache_{hits,misses}_total                answers served from (or missed by) the
 *                                                       public answer cache, before routing
 *   shop_db_pool_connections{state}                     PostgreSQL pool: total, idle, waiting
 *   shop_mail_outbox_messages{status}                   mails pending (depth) and failed
 *   shop_checkouts_started_total                        checkouts this process opened
 *   shop_orders{status,payment_status}                  orders in the database
 *   shop_orders_refunded                                orders refunded through the provider
 * plus Node's process metrics (memory, CPU, event loop lag, GC).
 * The database figures are read when scraped (a few counts), never per request.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import client from 'prom-client';
import { poolOf } from '../../db/client.ts';
import { errorBody } from '../../plugins/errors.ts';
import type { PublicCache } from '../../plugins/public-cache.ts';

type Rows<T> = { rows: T[] };

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, { publicCache }: { publicCache: PublicCache }) => {
    const token = app.ctx.config.metricsToken;
    if (!token) {
      app.get('/metrics', { config: { access: 'public' } }, async (_request, reply) =>
        reply.status(404).send(errorBody('not_found', 'Not found')),
      );
      return;
    }

    const register = new client.Registry();
    client.collectDefaultMetrics({ register, prefix: 'shop_' });
    const requests = new client.Counter({
      name: 'shop_http_requests_total',
      help: 'HTTP requests routed by the server, by route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [register],
    });
    const latency = new client.Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'HTTP request latency, by route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [register],
    });
    const checkouts = new client.Counter({
      name: 'shop_checkouts_started_total',
      help: 'Checkouts this process opened (POST /api/checkout answered 200)',
      registers: [register],
    });
    new client.Counter({
      name: 'shop_public_cache_hits_total',
      help: 'Requests answered from the public answer cache before routing',
      registers: [register],
      collect() {
        this.reset();
        this.inc(publicCache.stats.hits);
      },
    });
    new client.Counter({
      name: 'shop_public_cache_misses_total',
      help: 'Cacheable requests the public answer cache could not answer',
      registers: [register],
      collect() {
        this.reset();
        this.inc(publicCache.stats.misses);
      },
    });
    new client.Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        const pool = poolOf(app.ctx.db);
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    // Counts over other modules' tables, by name: read-only, and only when scraped.
    new client.Gauge({
      name: 'shop_mail_outbox_messages',
      help: 'Mails in the outbox: pending (its depth) and failed after the last attempt',
      labelNames: ['status'] as const,
      registers: [register],
      async collect() {
        const result = (await app.ctx.db.execute(
          sql`select status, count(*)::int as n from mail_outbox where status in ('pending', 'failed') group by status`,
        )) as unknown as Rows<{ status: string; n: number }>;
        this.set({ status: 'pending' }, 0);
        this.set({ status: 'failed' }, 0);
        for (const row of result.rows) this.set({ status: row.status }, row.n);
      },
    });
    new client.Gauge({
      name: 'shop_orders',
      help: 'Orders in the database, by status and payment status',
      labelNames: ['status', 'payment_status'] as const,
      registers: [register],
      async collect() {
        const result = (await app.ctx.db.execute(
          sql`select status, payment_status, count(*)::int as n from orders group by status, payment_status`,
        )) as unknown as Rows<{ status: string; payment_status: string; n: number }>;
        this.reset();
        for (const row of result.rows) {
          this.set({ status: row.status, payment_status: row.payment_status }, row.n);
        }
      },
    });
    new client.Gauge({
      name: 'shop_orders_refunded',
      help: 'Orders refunded through the payment provider',
      registers: [register],
      async collect() {
        const result = (await app.ctx.db.execute(
          sql`select count(*)::int as n from orders where refund_id is not null`,
        )) as unknown as Rows<{ n: number }>;
        this.set(result.rows[0]?.n ?? 0);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status: String(status) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (route === '/api/checkout' && request.method === 'POST' && status === 200) {
        checkouts.inc();
      }
    });

    app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!given || !sameToken(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send(errorBody('unauthorized', 'A valid metrics token is required'));
      }
      const body = await register.metrics();
      return reply
        .header('content-type', register.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    });
  },
);
