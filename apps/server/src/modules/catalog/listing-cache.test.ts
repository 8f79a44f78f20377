import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productListQuerySchema } from '@shop/shared/schemas/product';
import { products } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { createProduct, createProducts } from '../../../test/factories.ts';
import { SnapshotCache } from './listing-cache.ts';
import { listProducts } from './list-products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createProducts(t.db, 12, (i) => ({ category: i % 2 ? 'hats' : 'bags', stock: i % 3 }));
});

const total = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?pageSize=2&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().total as number;
};

describe('listing answers stay exact while they are reused', () => {
  it('counts again after every kind of change', async () => {
    expect(await total('')).toBe(12);
    expect(await total('')).toBe(12);
    expect(await total('category=hats')).toBe(6);
    expect(await total('inStock=true')).toBe(8);

    const added = await createProduct(t.db, { category: 'hats', stock: 4 });
    expect(await total('')).toBe(13);
    expect(await total('category=hats')).toBe(7);
    expect(await total('inStock=true')).toBe(9);

    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, added.id));
    expect(await total('inStock=true')).toBe(8);

    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, added.id));
    expect(await total('')).toBe(12);
    expect(await total('category=hats')).toBe(6);
  });

  it('shows a changed product on the very next request', async () => {
    const first = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' });
      return res.json().items[0] as { id: string; name: string; priceCents: number };
    };
    const before = await first();
    expect(await first()).toEqual(before);
    await t.db
      .update(products)
      .set({ name: 'Renamed Granny Bag', priceCents: 4321 })
      .where(eq(products.id, before.id));
    expect(await first()).toMatchObject({
      id: before.id,
      name: 'Renamed Granny Bag',
      priceCents: 4321,
    });
    const search = await t.app.inject({ method: 'GET', url: '/api/products?search=renamed' });
    expect(search.json().total).toBe(1);
  });

  it('sees a transaction its own uncommitted rows', async () => {
    const params = productListQuerySchema.parse({ pageSize: '2' });
    expect((await listProducts(t.db, params)).total).toBe(12);
    await t.db
      .transaction(async (tx) => {
        await createProduct(tx);
        expect((await listProducts(tx, params)).total).toBe(13);
        expect((await listProducts(tx, params)).total).toBe(13);
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await listProducts(t.db, params)).total).toBe(12);
  });
});

describe('SnapshotCache', () => {
  it('answers only for the snapshot a value was read in', () => {
    const cache = new SnapshotCache<number>(10);
    cache.set('{}', '10:10:', 5);
    expect(cache.get('{}', '10:10:')).toBe(5);
    expect(cache.get('{}', '10:11:')).toBeUndefined();
    expect(cache.get('{"category":"hats"}', '10:10:')).toBeUndefined();
    expect(cache.get('{}', null)).toBeUndefined();
    cache.set('{}', null, 7);
    expect(cache.get('{}', '10:10:')).toBe(5);
  });

  it('forgets the least recently used keys beyond its size', () => {
    const cache = new SnapshotCache<number>(500);
    for (let i = 0; i < 500; i++) cache.set(`k${i}`, 's', i);
    expect(cache.get('k0', 's')).toBe(0);
    cache.set('k500', 's', 500);
    expect(cache.get('k0', 's')).toBe(0);
    expect(cache.get('k1', 's')).toBeUndefined();
    expect(cache.get('k500', 's')).toBe(500);
  });
});
