/**
 * The variants migration on a database holding a shop's data from before it: every product
 * becomes a product without options (one default variant with its stock), open reservations and
 * order history are kept, and releasing or re-taking units goes through that variant.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/paths.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { releaseStock, reserveStock } from '../src/modules/catalog/stock.ts';

const MIGRATION = '_variants';

/** A copy of the migrations folder whose journal stops before the variants migration. */
function foldersBeforeAndAfter(): { before: string } {
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  fs.cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(MIGRATION));
  if (at < 0) throw new Error('variants migration not found in the journal');
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { before };
}

async function migrate(handle: DatabaseHandle, folder: string) {
  if (handle.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, { migrationsFolder: folder });
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({});
  const name = `shop_migration_${crypto.randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: target.href });
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return handle;
}

const rows = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the variants migration', () => {
  it('keeps stock, reservations and order history', async () => {
    const handle = await freshDatabase();
    cleanups.push(() => handle.close());
    const { before } = foldersBeforeAndAfter();
    await migrate(handle, before);

    // A shop before options: two products; one open order holds 2 units, one paid order sold 1.
    await handle.db.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values ('u1', 'Ada', 'ada@example.com', true, now(), now())`);
    await handle.db.execute(sql`
      insert into products (id, name, description, price_cents, stock, category)
      values ('00000000-0000-4000-8000-000000000001', 'Beanie', 'Warm.', 2400, 3, 'hats'),
             ('00000000-0000-4000-8000-000000000002', 'Bear', 'Soft.', 3100, 0, 'amigurumi')`);
    await handle.db.execute(sql`
      insert into orders (id, user_id, customer_email, customer_name, status, payment_status,
                          total_cents, payment_provider, stock_reserved)
      values ('o-open', 'u1', 'ada@example.com', 'Ada', 'pending', 'awaiting_payment', 4800, 'test', true),
             ('o-paid', 'u1', 'ada@example.com', 'Ada', 'completed', 'paid', 3100, 'test', false)`);
    await handle.db.execute(sql`
      insert into order_items (id, order_id, product_id, product_name, quantity, price_cents)
      values ('i1', 'o-open', '00000000-0000-4000-8000-000000000001', 'Beanie', 2, 2400),
             ('i2', 'o-paid', '00000000-0000-4000-8000-000000000002', 'Bear', 1, 3100)`);

    await migrate(handle, migrationsFolder);

    const variants = await rows<{ product_id: string; stock: number; option_values: unknown }>(
      handle,
      sql`select product_id, stock, option_values from product_variants order by product_id`,
    );
    expect(variants).toEqual([
      { product_id: '00000000-0000-4000-8000-000000000001', stock: 3, option_values: [] },
      { product_id: '00000000-0000-4000-8000-000000000002', stock: 0, option_values: [] },
    ]);
    const products = await rows<{ id: string; stock: number; options: unknown }>(
      handle,
      sql`select id, stock, options from products order by id`,
    );
    expect(products.map((p) => [p.stock, p.options])).toEqual([
      [3, []],
      [0, []],
    ]);
    const items = await rows<{ id: string; variant_id: string | null; quantity: number }>(
      handle,
      sql`select i.id, i.variant_id, i.quantity from order_items i order by i.id`,
    );
    const [beanieVariant, bearVariant] = await rows<{ id: string }>(
      handle,
      sql`select id from product_variants order by product_id`,
    );
    expect(items).toEqual([
      { id: 'i1', variant_id: beanieVariant!.id, quantity: 2 },
      { id: 'i2', variant_id: bearVariant!.id, quantity: 1 },
    ]);
    const orderStates = await rows<{ id: string; stock_reserved: boolean; total_cents: number }>(
      handle,
      sql`select id, stock_reserved, total_cents from orders order by id`,
    );
    expect(orderStates).toEqual([
      { id: 'o-open', stock_reserved: true, total_cents: 4800 },
      { id: 'o-paid', stock_reserved: false, total_cents: 3100 },
    ]);

    // The open order's 2 units go back to the default variant, and the product's total follows.
    const beanie = '00000000-0000-4000-8000-000000000001';
    await releaseStock(handle.db, {
      productId: beanie,
      variantId: items[0]!.variant_id,
      quantity: 2,
    });
    expect(await reserveStock(handle.db, { productId: beanie, quantity: 5 })).toBe(true);
    expect(await reserveStock(handle.db, { productId: beanie, quantity: 1 })).toBe(false);
    const [after] = await rows<{ stock: number }>(
      handle,
      sql`select stock from products where id = ${beanie}`,
    );
    expect(after!.stock).toBe(0);
    // A write straight to a product's stock (an old code path) lands on its default variant.
    await handle.db.execute(sql`update products set stock = 7 where id = ${beanie}`);
    const [variant] = await rows<{ stock: number }>(
      handle,
      sql`select stock from product_variants where product_id = ${beanie}`,
    );
    expect(variant!.stock).toBe(7);
  });
});
