/**
 * Fault test: the real server process on a real PostgreSQL that is stopped and
 * started again in the middle of a checkout burst. The process must stay up, answer 503
 * (`unavailable`) while the database is gone — readiness 503, liveness 200 — come back by
 * itself, and leave stock + reserved units + sold units equal to the starting stock, with every
 * order in a consistent state. Runs on a throwaway PostgreSQL (throwaway-postgres.ts), so the
 * machine's cluster and other tests are not disturbed; skipped only without PostgreSQL binaries.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING } from './order-factories.ts';
import { spawnServer, type SpawnedServer } from './spawned-server.ts';
import {
  canRunThrowawayPostgres,
  startThrowawayShopDatabase,
  type ThrowawayPostgres,
} from './throwaway-postgres.ts';

const hasPostgres = canRunThrowawayPostgres('database-restart');

const START_STOCK = 60;
const SHOPPERS = 6;

let database: ThrowawayPostgres | undefined;
let server: SpawnedServer | null = null;
let base = '';
let sql: pg.Pool;

const waitFor: SpawnedServer['waitFor'] = (check, timeoutMs, what) =>
  server!.waitFor(check, timeoutMs, what);
const status = (url: string) => server!.status(url);

async function request(
  method: string,
  url: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

beforeAll(async () => {
  if (!hasPostgres) return;
  database = await startThrowawayShopDatabase();

  server = await spawnServer({
    databaseUrl: database.url('shop'),
    env: { RATE_LIMIT_MAX: '10000' },
  });
  base = server.base;
  await waitFor(async () => (await status('/api/health')) === 200, 30_000, 'the server to start');

  // The test's own connections die with the restart too; the pool replaces them.
  sql = new pg.Pool({ connectionString: database.url('shop'), max: 2 });
  sql.on('error', () => {});
}, 60_000);

afterAll(async () => {
  await sql?.end().catch(() => {});
  await server?.stop();
  await database?.destroy();
});

type Tally = Record<string, number>;
const count = (tally: Tally, key: string | number) => (tally[key] = (tally[key] ?? 0) + 1);

/** Paced to stay under the per-customer limits of checkout and payment (20 a minute). */
const MAX_ROUNDS = 15;
const PAUSE_MS = 400;

/** One shopper's loop: check out one or two units, then pay (or, every third time, cancel). */
async function shop(cookie: string, productId: string, tally: Tally, isRunning: () => boolean) {
  for (let round = 0; isRunning() && round < MAX_ROUNDS; round++) {
    await new Promise((r) => setTimeout(r, PAUSE_MS));
    const checkout = await request('POST', '/api/checkout', {
      cookie,
      body: { items: [{ productId, quantity: 1 + (round % 2) }] },
    }).catch(() => ({ status: 0, json: {} as Record<string, unknown> }));
    count(tally, `checkout ${checkout.status}`);
    if (checkout.status !== 200) continue;
    const sessionId = String(checkout.json.url).split('/').pop()!;
    const action = round % 3 === 2 ? 'cancel' : 'pay';
    const body = action === 'pay' ? { shippingAddress: SHIPPING, billingSameAsShipping: true } : {};
    const settled = await request('POST', `/api/test-checkout/${sessionId}/${action}`, {
      cookie,
      body,
    }).catch(() => ({ status: 0, json: {} }));
    count(tally, `${action} ${settled.status}`);
  }
}

describe.skipIf(!hasPostgres)('a PostgreSQL restart during a checkout burst', () => {
  it('keeps the process up, answers 503, recovers by itself and loses no unit', async () => {
    const [product] = (
      await sql.query<{ id: string }>(
        `insert into products (id, name, description, price_cents, stock, category)
         values (gen_random_uuid()::text, 'Fault Bear', 'A sturdy bear', 1500, $1, 'amigurumi') returning id`,
        [START_STOCK],
      )
    ).rows;
    const cookies: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const res = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `shopper${i}@example.com`,
          password: 'correct horse battery',
          name: `Shopper ${i}`,
        }),
      });
      expect(res.status).toBe(200);
      cookies.push(
        res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    }

    const tally: Tally = {};
    let running = true;
    const burst = cookies.map((cookie) => shop(cookie, product!.id, tally, () => running));

    await new Promise((r) => setTimeout(r, 1500));
    const beforeStop = { ...tally };
    await database!.stop();
    // While the database is gone: readiness and API calls say 503, liveness stays up.
    await waitFor(async () => (await status('/api/health')) === 503, 10_000, 'readiness 503');
    expect(await status('/api/health/live')).toBe(200);
    const during = await request('POST', '/api/checkout', {
      cookie: cookies[0],
      body: { items: [{ productId: product!.id, quantity: 1 }] },
    });
    expect(during.status).toBe(503);
    expect(during.json).toMatchObject({ error: { code: 'unavailable' } });
    const catalog = await request('GET', '/api/products');
    expect(catalog.status).toBe(503);
    expect(catalog.json).toMatchObject({ error: { code: 'unavailable' } });
    await new Promise((r) => setTimeout(r, 1000));

    const restartedAt = Date.now();
    await database!.start();
    const readyAt = await waitFor(
      async () => (await status('/api/health')) === 200,
      15_000,
      'readiness after the restart',
    );
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(burst);

    // The process survived and sells again.
    expect(server!.process.exitCode).toBeNull();
    const after = await request('POST', '/api/checkout', {
      cookie: cookies[1],
      body: { items: [{ productId: product!.id, quantity: 1 }] },
    });
    expect(after.status).toBe(200);

    // Every answer was a success, a sold-out 409, a 503 or (a shopper checking out more than 20
    // times a minute) the checkout limit's 429 — never a 500 or a dropped socket.
    if (Object.keys(tally).some((k) => !/ (200|409|429|503)$/.test(k))) console.log(server!.log());
    const statuses = Object.keys(tally).map((key) => Number(key.split(' ')[1]));
    expect(statuses.filter((s) => ![200, 409, 429, 503].includes(s))).toEqual([]);
    expect(Object.keys(tally).some((key) => key.endsWith(' 503'))).toBe(true);

    // Units: on the shelf + held by open checkouts + sold = what the shop started with.
    const { rows: units } = await sql.query<{ stock: number; reserved: number; sold: number }>(
      `select
         (select stock from products where id = $1) as stock,
         (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
           where o.stock_reserved) as reserved,
         (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
           where o.payment_status = 'paid') as sold`,
      [product!.id],
    );
    const { stock, reserved, sold } = units[0]!;
    expect(stock + reserved + sold).toBe(START_STOCK);

    // Every order is in a state the lifecycle allows.
    const { rows: orders } = await sql.query<{
      status: string;
      payment_status: string;
      stock_reserved: boolean;
      paid_at: Date | null;
      items: number;
    }>(
      `select o.status, o.payment_status, o.stock_reserved, o.paid_at,
              (select count(*)::int from order_items i where i.order_id = o.id) as items
         from orders o`,
    );
    const inconsistent = orders.filter((o) => {
      if (o.items === 0) return true;
      switch (o.payment_status) {
        case 'pending':
        case 'awaiting_payment':
          return !o.stock_reserved || o.status !== 'pending';
        case 'paid':
          return o.stock_reserved || o.paid_at === null || o.status === 'cancelled';
        default:
          return o.stock_reserved || o.status !== 'cancelled';
      }
    });
    expect(inconsistent).toEqual([]);
    // At most one open checkout per shopper.
    const { rows: open } = await sql.query<{ n: number }>(
      `select count(*)::int as n from orders where stock_reserved group by user_id order by n desc limit 1`,
    );
    expect(open[0]?.n ?? 0).toBeLessThanOrEqual(1);

    console.info(
      `fault test: ${JSON.stringify(tally)}; orders ${orders.length} ` +
        `(paid ${orders.filter((o) => o.payment_status === 'paid').length}); ` +
        `units: stock ${stock} + reserved ${reserved} + sold ${sold} = ${START_STOCK}; ` +
        `ready ${readyAt - restartedAt} ms after the database started; before the stop ${JSON.stringify(beforeStop)}`,
    );
  }, 60_000);
});
