/**
 * A backup taken while checkouts run restores to a consistent shop: each checkout is in it
 * entirely (units off the shelf and the order holding them) or not at all, so per product the
 * stock on the shelf plus the units held by orders equals what the shop started with.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, nextClientIp, TEST_ORIGIN, type TestApp } from '../../../test/helpers.ts';
import { restoreTargets } from '../../../test/restore-targets.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const START_STOCK = 50;
let t: TestApp;
let root: string;
let targets: ReturnType<typeof restoreTargets>;

beforeAll(async () => {
  t = await buildTestApp();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-consistency-'));
  targets = restoreTargets(root);
});

afterAll(async () => {
  await targets.cleanup();
  await fs.rm(root, { recursive: true, force: true });
});

/** Per product: units on the shelf + units held by orders (reserved or sold). */
async function accountedUnits(db: Db): Promise<Record<string, number>> {
  const rows = rowsOf<{ id: string; units: number }>(
    await db.execute(sql`
      select p.id, p.stock + coalesce((
        select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
        where i.product_id = p.id and o.stock_reserved
      ), 0)::int as units
      from products p`),
  );
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.units)]));
}

it('restores a backup taken during 10 checkouts with stock + reserved + sold unchanged', async () => {
  const products = [
    await createProduct(t.db, { stock: START_STOCK }),
    await createProduct(t.db, { stock: START_STOCK }),
  ];
  const buyers = [];
  for (let i = 0; i < 10; i++) buyers.push(await t.signUp());
  const file = path.join(root, 'during-checkouts.tar.gz');
  const checkouts = Promise.all(
    buyers.map((buyer, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        remoteAddress: nextClientIp(),
        headers: { origin: TEST_ORIGIN, cookie: buyer.cookie },
        payload: {
          items: [
            { productId: products[0]!.id, quantity: 1 + (i % 3) },
            { productId: products[1]!.id, quantity: 2 },
          ],
        },
      }),
    ),
  );
  // The backup starts while the checkouts are under way.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const backup = writeBackup(
    { db: t.db, dbKind: t.dbKind, storage: t.app.ctx.storage },
    { out: createWriteStream(file) },
  );
  const [answers] = await Promise.all([checkouts, backup]);
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

  const expected = Object.fromEntries(products.map((p) => [p.id, START_STOCK]));
  expect(await accountedUnits(t.db)).toEqual(expected);

  const target = await targets.fresh(t.dbKind);
  await restoreBackup(
    { db: target.handle.db, storage: target.storage },
    { input: createReadStream(file) },
  );
  expect(await accountedUnits(target.handle.db)).toEqual(expected);
  // The variants agree with their product too (the triggers' sum, restored as it was).
  const variantSums = rowsOf<{ id: string; stock: number; sum: number }>(
    await target.handle.db.execute(sql`
      select p.id, p.stock, (select sum(v.stock) from product_variants v where v.product_id = p.id)::int as sum
      from products p`),
  );
  for (const row of variantSums) expect(Number(row.sum)).toBe(row.stock);
}, 180_000);
