/**
 * A backup restores the shop: accounts, orders and uploaded images → backup file → restore into
 * a fresh target (a new PGlite data directory; on PostgreSQL runs also a new PostgreSQL
 * database, and the embedded shop from a PostgreSQL backup) → the same rows, the same image
 * bytes, and an app built on the restored target serves them. A target holding data is refused
 * without force; a backup taken while checkouts run restores to a consistent stock.
 */
import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { STORED_IMAGE_FOLDERS, type Storage } from '../media/index.ts';
import { createProduct } from '../../../test/factories.ts';
import {
  buildTestApp,
  nextClientIp,
  TEST_ORIGIN,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.ts';
import { signIn } from '../../../test/auth-requests.ts';
import { createOrder } from '../../../test/order-factories.ts';
import { restoreTargets, type RestoreTarget as Target } from '../../../test/restore-targets.ts';
import { uploadImages } from '../../../test/upload-helpers.ts';
import { archiveEntries } from '../../../test/backup-archive.ts';
import { quoteIdent, shopTables } from './database-tables.ts';
import { restoreBackup, RestoreRefused } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
const PASSWORD = 'correct horse battery';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let root: string;
let targets: ReturnType<typeof restoreTargets>;
const freshTarget = (kind: 'pglite' | 'postgres') => targets.fresh(kind);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signUp({ role: 'admin' });
  shopper = await t.signUp({ password: PASSWORD });
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-test-'));
  targets = restoreTargets(root);
});

afterAll(async () => {
  await targets.cleanup();
  await fs.rm(root, { recursive: true, force: true });
});

async function backupOf(db: Db, storage: Storage, file: string) {
  return writeBackup(
    { db, dbKind: t.dbKind, storage },
    { out: createWriteStream(file), now: new Date() },
  );
}

/** Every table's rows as sorted JSON texts, for comparing two databases. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await shopTables(db)) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(
        sql.raw(`select row_to_json(t)::text as row from ${quoteIdent(table.name)} t`),
      ),
    );
    all[table.name] = rows.map((r) => r.row).sort();
  }
  return all;
}

async function imageBytes(storage: Storage): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  for (const folder of STORED_IMAGE_FOLDERS) {
    for (const { key } of await storage.list(folder)) {
      const object = await storage.read(key);
      const chunks: Buffer[] = [];
      for await (const chunk of object!.body) chunks.push(chunk as Buffer);
      images.set(key, Buffer.concat(chunks));
    }
  }
  return images;
}

function restoreInto(target: Target, file: string, force = false) {
  return restoreBackup(
    { db: target.handle.db, storage: target.storage },
    { input: createReadStream(file), force },
  );
}

/** The shop on a restored target, as the server would build it. */
async function appOn(target: Target) {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: target.dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PUBLIC_URL: TEST_ORIGIN,
    }),
    database: target.handle,
    authSecret: AUTH_SECRET,
    logger: false,
  });
  await app.ready();
  targets.onCleanup(() => app.close());
  return app;
}

describe('backup and restore', () => {
  let file: string;
  let productId: string;
  let orderId: string;
  let imageSrc: string;

  beforeAll(async () => {
    const images = await uploadImages(admin, 2);
    imageSrc = images[0]!.src;
    const product = await createProduct(t.db, { name: 'Restored bunny', images, stock: 7 });
    productId = product.id;
    const { order } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product, quantity: 2 }],
      reserve: true,
      paymentStatus: 'paid',
      status: 'processing',
    });
    orderId = order.id;
    file = path.join(root, 'shop.tar.gz');
    await backupOf(t.db, t.app.ctx.storage, file);
  });

  it('writes a tar.gz that opens with what it is and a warning, and ends with its manifest', async () => {
    const entries = await archiveEntries(file);
    const names = entries.map((entry) => entry.name);
    const manifest = JSON.parse(entries.at(-1)!.bytes.toString('utf8')) as {
      tables: { name: string; rows: number }[];
      images: number;
      parts: { name: string; size: number; sha256: string }[];
    };
    expect(names.slice(0, 2)).toEqual(['backup.json', 'README.txt']);
    expect(names.at(-1)).toBe('manifest.json');
    // Every part before the manifest, with its size and SHA-256.
    expect(manifest.parts.map((part) => part.name)).toEqual(names.slice(0, -1));
    for (const { name, bytes } of entries.slice(0, -1)) {
      const part = manifest.parts.find((p) => p.name === name)!;
      expect(part.size).toBe(bytes.length);
      expect(part.sha256).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
    }
    expect(names).toContain('tables/orders.jsonl');
    expect(names).toContain(`uploads/${imageSrc.slice('/uploads/'.length)}`);
    expect(manifest!.tables.find((t) => t.name === 'orders')?.rows).toBe(1);
    expect(manifest!.images).toBeGreaterThanOrEqual(2);
    // Parents before children: a restore inserts in this order.
    const order = names.filter((n) => n.startsWith('tables/'));
    expect(order.indexOf('tables/products.jsonl')).toBeLessThan(
      order.indexOf('tables/product_variants.jsonl'),
    );
    expect(order.indexOf('tables/orders.jsonl')).toBeLessThan(
      order.indexOf('tables/order_items.jsonl'),
    );
    expect(order.indexOf('tables/user.jsonl')).toBeLessThan(order.indexOf('tables/orders.jsonl'));
  });

  const kinds = (): ('pglite' | 'postgres')[] =>
    t.dbKind === 'postgres' ? ['postgres', 'pglite'] : ['pglite'];

  it('restores into a fresh target: same rows, same image bytes, and the shop serves them', async () => {
    const source = await contents(t.db);
    const sourceImages = await imageBytes(t.app.ctx.storage);
    for (const kind of kinds()) {
      const target = await freshTarget(kind);
      const manifest = await restoreInto(target, file);
      expect(manifest.source).toBe(t.dbKind);
      expect(await contents(target.handle.db), kind).toEqual(source);
      const restoredImages = await imageBytes(target.storage);
      expect([...restoredImages.keys()].sort()).toEqual([...sourceImages.keys()].sort());
      for (const [key, bytes] of sourceImages)
        expect(restoredImages.get(key)!.equals(bytes)).toBe(true);

      const app = await appOn(target);
      const product = await app.inject({ method: 'GET', url: `/api/products/${productId}` });
      expect(product.statusCode, product.body).toBe(200);
      expect(product.json().name).toBe('Restored bunny');
      const picture = await app.inject({ method: 'GET', url: imageSrc });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.equals(sourceImages.get(imageSrc.slice('/uploads/'.length))!)).toBe(
        true,
      );
      const cookie = await signIn(app, shopper.user.email, PASSWORD, nextClientIp());
      const orders = await app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
      expect(orders.statusCode, orders.body).toBe(200);
      expect(JSON.stringify(orders.json())).toContain(orderId);
      // Sequences and defaults work on: the restored shop takes new rows.
      await createProduct(target.handle.db, { name: 'Made after the restore' });
    }
  }, 180_000);

  it('refuses a target that holds data unless forced, then replaces it', async () => {
    const target = await freshTarget('pglite');
    await createProduct(target.handle.db, { name: 'Already here' });
    await expect(restoreInto(target, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreInto(target, file)).rejects.toThrow(/not empty.*--force/);
    const names = async () =>
      rowsOf<{ name: string }>(
        await target.handle.db.execute(sql`select name from products order by name`),
      ).map((r) => r.name);
    expect(await names()).toEqual(['Already here']);
    await restoreInto(target, file, true);
    expect(await names()).toEqual(['Restored bunny']);
    expect(await contents(target.handle.db)).toEqual(await contents(t.db));
  }, 120_000);

  it('refuses a file that is not a backup, and leaves the target empty', async () => {
    const target = await freshTarget('pglite');
    const other = path.join(root, 'not-a-backup.tar.gz');
    await fs.writeFile(other, 'hello');
    await expect(restoreInto(target, other)).rejects.toThrow();
    expect(await contents(target.handle.db)).toEqual(
      Object.fromEntries(Object.keys(await contents(t.db)).map((name) => [name, []])),
    );
  }, 120_000);
});
