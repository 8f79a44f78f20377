import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { createProduct } from '../../../test/factories.ts';

const t = await buildTestApp();

const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((p) => p.id);

describe('GET /api/products/:id/related', () => {
  it('answers 404 for an unknown product', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/nope/related' });
    expect(res.statusCode).toBe(404);
  });

  it('puts the same category first, then similar names, in stock before sold out', async () => {
    const base = await createProduct(t.db, {
      name: 'Lavender Granny Blanket',
      category: 'blankets',
    });
    const sameSoldOut = await createProduct(t.db, {
      name: 'Moss Throw',
      category: 'blankets',
      stock: 0,
    });
    const sameInStock = await createProduct(t.db, {
      name: 'Moss Throw',
      category: 'blankets',
      stock: 5,
    });
    const similarName = await createProduct(t.db, {
      name: 'Lavender Granny Bag',
      category: 'bags',
    });
    await createProduct(t.db, {
      name: 'Gone Blanket',
      category: 'blankets',
      deletedAt: new Date(),
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${base.id}/related` });
    expect(res.statusCode).toBe(200);
    const got = ids(res);
    expect(got).not.toContain(base.id);
    expect(got.slice(0, 3)).toEqual([sameInStock.id, sameSoldOut.id, similarName.id]);
  });
});
