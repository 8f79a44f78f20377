import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, wishlists } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helpers.ts';

const t = await buildTestApp();

describe('wishlist API', () => {
  it('adds, lists newest first, ignores duplicates and removes', async () => {
    const alice = await t.signUp();
    const [a, b] = [await createProduct(t.db), await createProduct(t.db)];

    const empty = await alice.inject({ method: 'GET', url: '/api/wishlist' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ productIds: [] });

    const add = (productId: string) =>
      alice.inject({ method: 'POST', url: '/api/wishlist', payload: { productId } });
    expect((await add(a.id)).json()).toEqual({ productIds: [a.id] });
    const afterB = await add(b.id);
    expect(afterB.statusCode).toBe(200);
    expect(afterB.json().productIds).toEqual([b.id, a.id]);
    expect((await add(a.id)).json().productIds).toHaveLength(2);

    const removed = await alice.inject({ method: 'DELETE', url: `/api/wishlist/${a.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ productIds: [b.id] });
    const again = await alice.inject({ method: 'DELETE', url: `/api/wishlist/${a.id}` });
    expect(again.json()).toEqual({ productIds: [b.id] });
    expect((await alice.inject({ method: 'GET', url: '/api/wishlist' })).json()).toEqual({
      productIds: [b.id],
    });
  });

  it('keeps each shopper to their own entries', async () => {
    const [alice, bob] = [await t.signUp(), await t.signUp()];
    const p = await createProduct(t.db);
    await alice.inject({ method: 'POST', url: '/api/wishlist', payload: { productId: p.id } });

    expect((await bob.inject({ method: 'GET', url: '/api/wishlist' })).json()).toEqual({
      productIds: [],
    });
    // Bob removing "it" removes nothing of Alice's.
    await bob.inject({ method: 'DELETE', url: `/api/wishlist/${p.id}` });
    expect((await alice.inject({ method: 'GET', url: '/api/wishlist' })).json()).toEqual({
      productIds: [p.id],
    });
    // A userId in the body is not accepted: the owner is always the caller.
    const forged = await bob.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { productId: p.id, userId: alice.user.id },
    });
    expect(forged.statusCode).toBe(400);
    const rows = await t.db.select().from(wishlists).where(eq(wishlists.productId, p.id));
    expect(rows.map((r) => r.userId)).toEqual([alice.user.id]);
  });

  it('answers 404 for an unknown or deleted product and 400 for a malformed id', async () => {
    const alice = await t.signUp();
    const unknown = await alice.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { productId: crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'Product not found' });

    const gone = await createProduct(t.db, { deletedAt: new Date() });
    const deleted = await alice.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { productId: gone.id },
    });
    expect(deleted.statusCode).toBe(404);

    const malformed = await alice.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { productId: 'not-a-uuid' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ productId: 'Invalid product id' });
  });

  it('leaves out products removed from the shop after they were wishlisted', async () => {
    const alice = await t.signUp();
    const [keep, drop] = [await createProduct(t.db), await createProduct(t.db)];
    for (const p of [keep, drop]) {
      await alice.inject({ method: 'POST', url: '/api/wishlist', payload: { productId: p.id } });
    }
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, drop.id));
    expect((await alice.inject({ method: 'GET', url: '/api/wishlist' })).json()).toEqual({
      productIds: [keep.id],
    });
  });

  it('needs a signed-in caller', async () => {
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['POST', '/api/wishlist'],
      ['DELETE', `/api/wishlist/${crypto.randomUUID()}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: 'http://localhost:3000' },
        ...(method === 'POST' ? { payload: { productId: crypto.randomUUID() } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
