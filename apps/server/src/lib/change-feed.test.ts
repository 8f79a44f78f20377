/**
 * Writes reach every process's caches. In one process, through the triggers' NOTIFY
 * (a write outside any request); on PostgreSQL, in a second app instance on the same database
 * within the stated bound, and with the notification channel cut, that instance serves nothing
 * from its cache until it listens again.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { products, productVariants } from '../db/schema.ts';
import { createProduct, createProductWithOptions } from '../../test/factories.ts';
import { buildTestApp, TEST_ORIGIN } from '../../test/helpers.ts';
import { CHANGE_FEED_APPLICATION, changeFeedFor } from './change-feed.ts';

/** What the tests hold cross-process visibility to (ADR 015: normally milliseconds). */
const CROSS_PROCESS_BOUND_MS = 2_000;

const t = await buildTestApp();

const priceOf = async (app: App, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json().priceCents as number;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

describe('in one process', () => {
  it('a write outside any request (a sweep, a script) is seen by the next read', async () => {
    const product = await createProduct(t.db, { priceCents: 1000 });
    expect(await priceOf(t.app, product.id)).toBe(1000);
    const generation = changeFeedFor(t.db)!.generation;
    await t.db.update(products).set({ priceCents: 1100 }).where(eq(products.id, product.id));
    // PGlite delivers the notification before the write's promise settles; PostgreSQL a moment
    // later, over the listening connection.
    await waitFor(async () => changeFeedFor(t.db)!.generation > generation, 1_000);
    expect(await priceOf(t.app, product.id)).toBe(1100);
  });

  it("a variant's own price change, which leaves its product's row alone, is seen too", async () => {
    const { product, variants } = await createProductWithOptions(t.db, {
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { values: ['S'], stock: 2, priceCents: 2000 },
        { values: ['M'], stock: 2, priceCents: 2400 },
      ],
    });
    const variantPrice = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json() as {
          variants: { id: string; priceCents: number | null }[];
        }
      ).variants.find((v) => v.id === variants.M!.id)?.priceCents;
    expect(await variantPrice()).toBe(2400);
    const generation = changeFeedFor(t.db)!.generation;
    await t.db
      .update(productVariants)
      .set({ priceCents: 2600 })
      .where(eq(productVariants.id, variants.M!.id));
    await waitFor(async () => changeFeedFor(t.db)!.generation > generation, 1_000);
    expect(await variantPrice()).toBe(2600);
  });
  it('counting visits (the analytics buffer written every few seconds) leaves the caches alone', async () => {
    const { recorder } = t.app.analytics;
    const generation = changeFeedFor(t.db)!.generation;
    for (const path of ['/', '/about']) {
      recorder.notePage({
        url: path,
        address: '192.0.2.1',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0' },
      });
      // The first write also creates the day's salt.
      await recorder.flush();
    }
    const written = await t.db.execute(sql`select count(*)::int as count from analytics_events`);
    expect((written as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(2);
    expect(changeFeedFor(t.db)!.generation).toBe(generation);
  });
});

describe.runIf(inject('pgTemplateDb'))('a second process on the same PostgreSQL', () => {
  let other: App;
  let otherDb: DatabaseHandle;
  let otherDir: string;
  beforeAll(async () => {
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const [row] = result.rows;
    // The first app's pool knows the server; the database is the one this file was given.
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const url = new URL(pool.options.connectionString!);
    url.pathname = `/${row!.name}`;
    otherDb = await openDatabase({ databaseUrl: url.toString() });
    otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-other-'));
    other = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: otherDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        PUBLIC_URL: TEST_ORIGIN,
      }),
      database: otherDb,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
    if (otherDir) await fs.rm(otherDir, { recursive: true, force: true });
  });

  it(`sees a write of the first within ${CROSS_PROCESS_BOUND_MS} ms`, async () => {
    const product = await createProduct(t.db, { priceCents: 1000 });
    expect(await priceOf(other, product.id)).toBe(1000);
    expect(await priceOf(other, product.id)).toBe(1000); // now a cache hit
    await t.db.update(products).set({ priceCents: 1200 }).where(eq(products.id, product.id));
    const ms = await waitFor(
      async () => (await priceOf(other, product.id)) === 1200,
      CROSS_PROCESS_BOUND_MS,
    );
    console.info(`second process saw the write after ${ms} ms`);
  });

  it('serves nothing from its cache while its channel is cut, and listens again', async () => {
    const feed = changeFeedFor(otherDb.db)!;
    const product = await createProduct(t.db, { priceCents: 1000 });
    expect(await priceOf(other, product.id)).toBe(1000);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${CHANGE_FEED_APPLICATION} and datname = current_database()`,
    );
    await waitFor(async () => !feed.isLive, 2_000);
    // A write while nobody listens in the other process: it must not serve the old price.
    await t.db.update(products).set({ priceCents: 1300 }).where(eq(products.id, product.id));
    expect(await priceOf(other, product.id)).toBe(1300);
    await waitFor(async () => feed.isLive, 10_000);
    expect(await priceOf(other, product.id)).toBe(1300);
  });
});
