/**
 * Launch day on PostgreSQL (when BENCH_DATABASE_URL names a server): a throwaway database with a
 * drop holding one product of 10 pieces, two replicas on it, and 200 signed-in shoppers who,
 * the moment the drop is released, open the product and create a checkout for one piece, all
 * at once across both replicas. Checks: the product is hidden on both replicas before the
 * release; exactly 10 checkouts succeed; no answer is a 5xx; stock + reserved + sold still make
 * 10. Reports p99 of the product answer and of checkout creation.
 */
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '../../src/db/client.ts';
import { percentile } from './load-test.ts';
import { withClient } from '../../test/pg-admin.ts';
import { withBenchDatabase } from './bench-database.ts';
import type { ServerProcess } from './server-process.ts';

export const LAUNCH_SHOPPERS = 200;
export const LAUNCH_PIECES = 10;
/** How far ahead of the sign-ups' end the release is set (both replicas read it first). */
const RELEASE_DELAY_MS = 3_000;

export type LaunchDayResult = {
  sold: number;
  fiveHundreds: number;
  hiddenBefore: boolean;
  unitsBefore: number;
  unitsAfter: number;
  productP99Ms: number;
  checkoutP99Ms: number;
  statuses: Record<string, number>;
};

/** Stock left + units held by orders (reserved by checkouts awaiting payment, or sold). */
async function unitsOf(databaseUrl: string, productId: string): Promise<number> {
  return withClient(databaseUrl, async (c) => {
    const stock = await c.query<{ n: string }>('select stock as n from products where id = $1', [
      productId,
    ]);
    const held = await c.query<{ n: string | null }>(
      `select sum(i.quantity) as n from order_items i join orders o on o.id = i.order_id
        where i.product_id = $1 and o.stock_reserved`,
      [productId],
    );
    return Number(stock.rows[0]!.n) + Number(held.rows[0]!.n ?? 0);
  });
}

/** Sign-ups are the preparation, not the race: one refused by a busy machine is tried again. */
async function signUp(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, init);
    if (res.ok || attempt === 5 || (res.status !== 503 && res.status !== 429)) return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
}

const shopperIp = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

function setCookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function benchLaunchDay(options: {
  serverUrl: string;
  log: (message: string) => void;
}): Promise<LaunchDayResult> {
  const name = `shop_bench_launch_${process.pid}`;
  return withBenchDatabase({ serverUrl: options.serverUrl, name }, async (bench) => {
    const { databaseUrl } = bench;
    const servers: ServerProcess[] = [];
    const productId = crypto.randomUUID();
    const dropId = crypto.randomUUID();
    const database = await openDatabase({ databaseUrl });
    try {
      await migrateDatabase(database);
      const far = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
      await database.pool!.query(
        `insert into products (id, name, description, price_cents, stock, category, launch_at)
         values ($1, 'Launch Day Fox', 'Ten foxes, crocheted by hand.', 4800, $2, 'amigurumi', $3)`,
        [productId, LAUNCH_PIECES, far],
      );
      await database.pool!.query(
        `insert into monthly_drops (id, name, description, price_cents, stock, image_url, release_date, release_at)
         values ($1, 'Fox Drop', 'Ten foxes.', 4800, $2, 'https://images.example.com/fox.jpg', $3, $4)`,
        [dropId, LAUNCH_PIECES, far.slice(0, 10), far],
      );
      await database.pool!.query(
        'insert into monthly_drop_products (drop_id, product_id) values ($1, $2)',
        [dropId, productId],
      );
    } finally {
      await database.close();
    }
    for (const replica of ['a', 'b']) {
      servers.push(
        await bench.startReplica(replica, {
          PAYMENTS_TEST_MODE: 'true',
          // Each shopper comes from their own address (X-Forwarded-For below), as on a real
          // launch day: the per-client limits of sign-up and checkout apply to each, not to the
          // bench.
          TRUST_PROXY: 'loopback',
        }),
      );
    }
    options.log(`launch day: two replicas on ${name}, signing up ${LAUNCH_SHOPPERS} shoppers`);

    const shoppers: { cookie: string; server: ServerProcess; ip: string }[] = [];
    for (let batch = 0; batch < LAUNCH_SHOPPERS; batch += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const server = servers[(batch + i) % 2]!;
          const res = await signUp(`${server.baseUrl}/api/auth/sign-up/email`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: server.baseUrl,
              'x-forwarded-for': shopperIp(batch + i),
            },
            body: JSON.stringify({
              name: `Shopper ${batch + i}`,
              email: `shopper-${batch + i}@example.com`,
              password: 'launch day password 1',
            }),
          });
          if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
          shoppers.push({ cookie: setCookieOf(res), server, ip: shopperIp(batch + i) });
        }),
      );
    }

    const unitsBefore = await unitsOf(databaseUrl, productId);
    const hidden = await Promise.all(
      servers.map(
        async (server) => (await fetch(`${server.baseUrl}/api/products/${productId}`)).status,
      ),
    );
    const release = new Date(Date.now() + RELEASE_DELAY_MS);
    await withClient(databaseUrl, async (c) => {
      await c.query('update monthly_drops set release_at = $2 where id = $1', [dropId, release]);
      await c.query('update products set launch_at = $2 where id = $1', [productId, release]);
    });
    // Anonymous reads before the release fill each replica's public cache with the 404 listing.
    await Promise.all(servers.map((server) => fetch(`${server.baseUrl}/api/products?search=fox`)));
    await new Promise((resolve) => setTimeout(resolve, release.getTime() - Date.now()));
    options.log(`launch day: released; ${LAUNCH_SHOPPERS} shoppers race for ${LAUNCH_PIECES}`);

    const productMs: number[] = [];
    const checkoutMs: number[] = [];
    const statuses: Record<string, number> = {};
    const count = (key: string) => {
      statuses[key] = (statuses[key] ?? 0) + 1;
    };
    await Promise.all(
      shoppers.map(async ({ cookie, server, ip }) => {
        let started = performance.now();
        const page = await fetch(`${server.baseUrl}/api/products/${productId}`, {
          headers: { 'x-forwarded-for': ip },
        });
        await page.arrayBuffer();
        productMs.push(performance.now() - started);
        count(`product ${page.status}`);
        started = performance.now();
        const res = await fetch(`${server.baseUrl}/api/checkout`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: server.baseUrl,
            cookie,
            'x-forwarded-for': ip,
          },
          body: JSON.stringify({ items: [{ productId, quantity: 1 }] }),
        });
        await res.arrayBuffer();
        checkoutMs.push(performance.now() - started);
        count(`checkout ${res.status}`);
      }),
    );
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    return {
      sold: statuses['checkout 200'] ?? 0,
      fiveHundreds: Object.entries(statuses)
        .filter(([key]) => Number(key.split(' ')[1]) >= 500)
        .reduce((sum, [, n]) => sum + n, 0),
      hiddenBefore: hidden.every((status) => status === 404),
      unitsBefore,
      unitsAfter: await unitsOf(databaseUrl, productId),
      productP99Ms: percentile(sorted(productMs), 99),
      checkoutP99Ms: percentile(sorted(checkoutMs), 99),
      statuses,
    };
  });
}
