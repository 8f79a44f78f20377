import { and, eq, isNull, sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { poolOf } from './client.ts';
import { prepareHotRead } from './hot-read.ts';
import { products } from './schema.ts';
import { productColumns } from '../modules/catalog/to-product-dto.ts';
import { getProduct } from '../modules/catalog/get-product.ts';

const t = await buildTestApp();

const productById = () =>
  t.db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
    .limit(1);

describe('prepareHotRead', () => {
  it('runs on the pool on PostgreSQL only (PGlite and transactions go through Drizzle)', () => {
    expect(poolOf(t.db) !== undefined).toBe(t.dbKind === 'postgres');
  });

  it("answers exactly the rows Drizzle's own prepared statement answers", async () => {
    const created = [
      await createProduct(t.db, {
        rating: 3.5,
        reviewsCount: 2,
        featured: true,
        stock: 0,
        description: 'Ünïcödé, "quotes" and a\nnewline',
        images: [
          {
            src: '/uploads/products/a-1200.webp',
            variants: [{ src: '/uploads/products/a-400.webp', width: 400 }],
          },
        ],
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
      }),
      await createProduct(t.db, { images: [] }),
      await createProduct(t.db, { deletedAt: new Date() }),
    ];
    const hot = prepareHotRead(t.db, {
      name: 'test_hot_product',
      query: productById(),
      selection: productColumns,
    });
    const drizzle = productById().prepare('test_drizzle_product');
    for (const id of [...created.map((p) => p.id), crypto.randomUUID()]) {
      // Twice: the second runs the statement PostgreSQL has already prepared.
      for (let i = 0; i < 2; i++) expect(await hot({ id })).toEqual(await drizzle.execute({ id }));
    }
    const [first] = await hot({ id: created[0]!.id });
    expect(first).toMatchObject({ rating: 3.5, createdAt: created[0]!.createdAt });
    expect(first?.createdAt).toBeInstanceOf(Date);
    expect(await hot({ id: created[2]!.id })).toEqual([]);
  });

  it("skips Drizzle's execute on PostgreSQL, and uses it on PGlite", async () => {
    const p = await createProduct(t.db);
    const pgExecute = vi.spyOn(NodePgPreparedQuery.prototype, 'execute');
    const pgliteExecute = vi.spyOn(PglitePreparedQuery.prototype, 'execute');
    // The spies see every prepared statement of the process, and the app's own timers (the mail
    // outbox, the checkout expiry sweep) run theirs whenever they fall due: count this query's.
    const text = productById().toSQL().sql;
    const callsOfThisQuery = (spy: { mock: { contexts: unknown[] } }) =>
      spy.mock.contexts.filter(
        (statement) => (statement as { queryString?: string }).queryString === text,
      );
    try {
      const hot = prepareHotRead(t.db, {
        name: 'test_hot_skip',
        query: productById(),
        selection: productColumns,
      });
      expect(await hot({ id: p.id })).toHaveLength(1);
      expect(callsOfThisQuery(pgExecute)).toHaveLength(0);
      expect(callsOfThisQuery(pgliteExecute)).toHaveLength(t.dbKind === 'pglite' ? 1 : 0);
    } finally {
      pgExecute.mockRestore();
      pgliteExecute.mockRestore();
    }
  });

  it('serves the product answer through it', async () => {
    const p = await createProduct(t.db, { name: 'Hot Read Bunny', priceCents: 3100 });
    expect(await getProduct(t.db, p.id)).toMatchObject({
      id: p.id,
      name: 'Hot Read Bunny',
      priceCents: 3100,
    });
    expect(await getProduct(t.db, crypto.randomUUID())).toBeNull();
  });
});
