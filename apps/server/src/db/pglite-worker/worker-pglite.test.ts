/**
 * PGlite in its worker thread (ADR 017), driven through drizzle and the shop's own services as
 * the server drives it: answers identical to an in-process PGlite on the same files, transactions
 * that commit, roll back and nest, PostgreSQL's error fields, other queries waiting for an open
 * transaction, notifications ahead of the query that caused them, and a clean close.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../client.ts';
import { products } from '../schema.ts';
import { createProduct } from '../../../test/factories.ts';
import { WorkerPglite } from './client.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-worker-'));
let database: DatabaseHandle;

const openInWorker = () => openDatabase({ worker: new WorkerPglite({ dataDir }) });

beforeAll(async () => {
  database = await openInWorker();
  await migrateDatabase(database);
});

afterAll(async () => {
  if (!database.pglite?.closed) await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('answers drizzle and raw queries with the types the shop reads', async () => {
    const created = await createProduct(database.db, {
      name: 'Worker Fox',
      priceCents: 4250,
      images: [{ src: '/uploads/products/fox.webp', alt: 'Fox', variants: [] }],
    });
    const [row] = await database.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ name: 'Worker Fox', priceCents: 4250, featured: false });
    expect(row!.images).toEqual([{ src: '/uploads/products/fox.webp', alt: 'Fox', variants: [] }]);
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(typeof row!.rating).toBe('number');

    const raw = await database.pglite!.query<{ n: number; tags: string[]; at: string | null }>(
      `select 1::int as n, array['a','b']::text[] as tags, null::timestamptz as at`,
    );
    expect(raw.rows).toEqual([{ n: 1, tags: ['a', 'b'], at: null }]);
  });

  it('commits a transaction, and rolls back one that throws, savepoints included', async () => {
    await database.db.transaction(async (tx) => {
      await createProduct(tx, { name: 'Committed Bear' });
      await tx
        .transaction(async (nested) => {
          await createProduct(nested, { name: 'Savepoint Owl' });
          throw new Error('undo the owl');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await createProduct(tx, { name: 'Rolled Back Cat' });
        throw new Error('undo the cat');
      }),
    ).rejects.toThrow('undo the cat');

    const names = (
      await database.db.select({ name: products.name }).from(products).orderBy(asc(products.name))
    ).map((r) => r.name);
    expect(names).toContain('Committed Bear');
    expect(names).not.toContain('Savepoint Owl');
    expect(names).not.toContain('Rolled Back Cat');
  });

  it('surfaces PostgreSQL’s error fields, as the services read them', async () => {
    const [first] = await database.db.select({ id: products.id }).from(products).limit(1);
    const error = await database.db
      .insert(products)
      .values({ id: first!.id, name: 'Twin', description: 'd', priceCents: 1, category: 'hats' })
      .catch((e: unknown) => e as Error & { cause?: Error & Record<string, unknown> });
    // drizzle wraps the driver's error; PostgreSQL's fields are on the cause, as in-process.
    const cause = (error as { cause?: Record<string, unknown> }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'products_pkey', table: 'products' });
  });

  it('keeps other queries waiting while a transaction is open, as in-process', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sawInside = false;
    const transaction = database.db.transaction(async (tx) => {
      await createProduct(tx, { name: 'Inside Hedgehog' });
      sawInside = true;
      await held;
    });
    while (!sawInside) await new Promise((r) => setTimeout(r, 5));
    const outside = database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.name, 'Inside Hedgehog'));
    let outsideDone = false;
    void outside.then(() => (outsideDone = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(outsideDone).toBe(false);
    release();
    await transaction;
    expect((await outside)[0]!.n).toBe(1);
  });

  it('hands a notification over before the answer of the query that sent it', async () => {
    const heard: string[] = [];
    const unlisten = await database.pglite!.listen('worker_test', (payload) => heard.push(payload));
    await database.pglite!.query(`select pg_notify('worker_test', 'moved')`);
    expect(heard).toEqual(['moved']);
    await unlisten();
    await database.pglite!.query(`select pg_notify('worker_test', 'unheard')`);
    expect(heard).toEqual(['moved']);
  });

  it('closes cleanly: the same files open in-process with every committed row', async () => {
    const before = await database.db.select().from(products).orderBy(asc(products.id));
    await database.close();
    await expect(database.db.select().from(products)).rejects.toThrow();

    const inProcess = await openDatabase({ pgliteDir: dataDir });
    try {
      const after = await inProcess.db.select().from(products).orderBy(asc(products.id));
      expect(after).toEqual(before);
    } finally {
      await inProcess.close();
    }
  });

  it('fails to open with PGlite’s reason, and fails every query after', async () => {
    const notADirectory = path.join(dataDir, 'a-file');
    fs.writeFileSync(notADirectory, 'not a database');
    const worker = new WorkerPglite({ dataDir: path.join(notADirectory, 'pg') });
    await expect(worker.waitReady).rejects.toThrow();
    await expect(worker.query('select 1')).rejects.toThrow();
  });
});
