import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productRatings } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, type TestUser } from '../../../test/helpers.ts';

const t = await buildTestApp();

const rate = (who: TestUser, productId: string, rating: unknown) =>
  who.inject({ method: 'PUT', url: `/api/products/${productId}/rating`, payload: { rating } });
const myRating = (who: TestUser, productId: string) =>
  who.inject({ method: 'GET', url: `/api/products/${productId}/rating` });
const product = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();

describe('ratings API', () => {
  it('recomputes the product average (two decimals) and count, and replaces a changed rating', async () => {
    const [alice, bob, carol] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const p = await createProduct(t.db);
    expect(await product(p.id)).toMatchObject({ rating: 0, reviewsCount: 0 });
    expect((await myRating(alice, p.id)).json()).toEqual({ myRating: null });

    const first = await rate(alice, p.id, 5);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rating: 5, reviewsCount: 1, myRating: 5 });

    expect((await rate(bob, p.id, 4)).json()).toEqual({
      rating: 4.5,
      reviewsCount: 2,
      myRating: 4,
    });
    // 5 + 4 + 4 = 13 / 3 = 4.333… → 4.33
    expect((await rate(carol, p.id, 4)).json()).toEqual({
      rating: 4.33,
      reviewsCount: 3,
      myRating: 4,
    });
    // Alice changes her mind: 1 + 4 + 4 = 9 / 3 = 3, still three reviews.
    expect((await rate(alice, p.id, 1)).json()).toEqual({
      rating: 3,
      reviewsCount: 3,
      myRating: 1,
    });

    expect(await product(p.id)).toMatchObject({ rating: 3, reviewsCount: 3 });
    expect((await myRating(alice, p.id)).json()).toEqual({ myRating: 1 });
    expect((await myRating(bob, p.id)).json()).toEqual({ myRating: 4 });
    const rows = await t.db.select().from(productRatings).where(eq(productRatings.productId, p.id));
    expect(rows).toHaveLength(3);
  });

  it('keeps ratings per product', async () => {
    const alice = await t.signUp();
    const [p, q] = [await createProduct(t.db), await createProduct(t.db)];
    await rate(alice, p.id, 2);
    expect((await myRating(alice, q.id)).json()).toEqual({ myRating: null });
    expect(await product(q.id)).toMatchObject({ rating: 0, reviewsCount: 0 });
  });

  it('accepts only whole ratings from 1 to 5', async () => {
    const alice = await t.signUp();
    const p = await createProduct(t.db);
    for (const bad of [0, 6, 3.5, '4', null]) {
      const res = await rate(alice, p.id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.fields).toEqual({ rating: 'Choose a rating from 1 to 5' });
    }
    const extra = await alice.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/rating`,
      payload: { rating: 5, userId: crypto.randomUUID() },
    });
    expect(extra.statusCode).toBe(400);
    expect(await product(p.id)).toMatchObject({ rating: 0, reviewsCount: 0 });
  });

  it('answers 404 for unknown, deleted and malformed products', async () => {
    const alice = await t.signUp();
    const gone = await createProduct(t.db, { deletedAt: new Date() });
    for (const id of [crypto.randomUUID(), gone.id, 'not-a-product']) {
      expect((await rate(alice, id, 4)).statusCode, id).toBe(404);
      expect((await myRating(alice, id)).statusCode, id).toBe(404);
    }
  });

  it('needs a signed-in caller', async () => {
    const p = await createProduct(t.db);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/rating`,
      headers: { origin: 'http://localhost:3000' },
      payload: { rating: 5 },
    });
    expect(put.statusCode).toBe(401);
    const get = await t.app.inject({ method: 'GET', url: `/api/products/${p.id}/rating` });
    expect(get.statusCode).toBe(401);
  });

  it('counts concurrent ratings of one product without losing any', async () => {
    const p = await createProduct(t.db);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => t.signUp()));
    const results = await Promise.all(shoppers.map((s, i) => rate(s, p.id, (i % 5) + 1)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    // 1+2+3+4+5+1+2+3 = 21 / 8 = 2.625 → 2.63
    expect(await product(p.id)).toMatchObject({ rating: 2.63, reviewsCount: 8 });
  });
});
