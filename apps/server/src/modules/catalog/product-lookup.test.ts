import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { productSchema } from '@shop/shared/schemas/product';
import { getProductsByIds } from './products-by-ids.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

const t = await buildTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/products/featured', () => {
  it('answers an empty list when nothing is featured', async () => {
    const res = await get('/api/products/featured');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it('answers at most 3 live featured products, newest first', async () => {
    const f1 = await createProduct(t.db, { featured: true, createdAt: daysAgo(5) });
    const f2 = await createProduct(t.db, { featured: true, createdAt: daysAgo(4), stock: 0 });
    const f3 = await createProduct(t.db, { featured: true, createdAt: daysAgo(3) });
    await createProduct(t.db, { featured: true, createdAt: daysAgo(1), deletedAt: new Date() });
    await createProduct(t.db, { featured: false, createdAt: daysAgo(0) });
    const res = await get('/api/products/featured');
    expect(res.json().items.map((p: { id: string }) => p.id)).toEqual([f3.id, f2.id, f1.id]);

    const f4 = await createProduct(t.db, { featured: true, createdAt: daysAgo(2) });
    const after = await get('/api/products/featured');
    expect(after.json().items.map((p: { id: string }) => p.id)).toEqual([f4.id, f3.id, f2.id]);
    expect(after.json().items.every((p: { featured: boolean }) => p.featured)).toBe(true);
  });
});

describe('GET /api/products/:id', () => {
  it('answers exactly what the shared schema reads (its serializer skips zod: trusted-json.ts)', async () => {
    const p = await createProduct(t.db, { rating: 3.5, reviewsCount: 2, featured: true });
    for (const url of [`/api/products/${p.id}`, '/api/products/featured']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const products = 'items' in body ? body.items : [body];
      expect(products.length).toBeGreaterThan(0);
      for (const product of products)
        expect(productSchema.strict().parse(product)).toEqual(product);
    }
  });

  it('answers the product', async () => {
    const p = await createProduct(t.db, {
      name: 'Lavender Granny Square Blanket',
      priceCents: 14900,
    });
    const res = await get(`/api/products/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: p.id,
      name: 'Lavender Granny Square Blanket',
      priceCents: 14900,
      createdAt: p.createdAt.toISOString(),
    });
    expect(res.json()).not.toHaveProperty('deletedAt');
  });

  it('renders a product exactly as by-ids does, and as the listing and search cards', async () => {
    // Default created_at (microseconds), a two-decimal rating and full image records.
    const p = await createProduct(t.db, {
      name: 'Drift Guard Daisy Tote',
      rating: 4.25,
      reviewsCount: 3,
      images: [
        {
          src: '/uploads/products/a-1200.webp',
          alt: 'Front',
          variants: [{ width: 400, src: '/uploads/products/a-400.webp' }],
        },
        { src: 'https://example.com/b.jpg', variants: [] },
      ],
    });
    const fromGet = (await get(`/api/products/${p.id}`)).json();
    expect(fromGet.rating).toBe(4.25);
    const fromList = (await get('/api/products?pageSize=100'))
      .json()
      .items.find((x: { id: string }) => x.id === p.id);
    const fromSearch = (await get('/api/products?search=drift%20guard')).json().items[0];
    const fromIds = (await get(`/api/products/by-ids?ids=${p.id}`)).json().items[0];
    // A card: the product without its date, its variants and its personalisation, with its
    // first image only and its lowest price.
    const { createdAt: _createdAt, variants: _variants, personalisation: _text, ...rest } = fromGet;
    const card = { ...rest, images: fromGet.images.slice(0, 1), minPriceCents: rest.priceCents };
    expect(fromList).toEqual(card);
    expect(fromSearch).toEqual(card);
    expect(fromIds).toEqual(fromGet);
  });

  it.each([
    ['an unknown id', () => crypto.randomUUID()],
    ['a malformed id', () => 'not-a-uuid'],
    ['an id with SQL in it', () => encodeURIComponent("' or 1=1 --")],
  ])('answers 404 for %s', async (_label, makeId) => {
    const res = await get(`/api/products/${makeId()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Product not found' } });
  });

  it('answers 404 for a deleted product', async () => {
    const p = await createProduct(t.db, { deletedAt: new Date() });
    const res = await get(`/api/products/${p.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Product not found');
  });
});

describe('GET /api/products/by-ids', () => {
  it('answers the live products among the ids, in the order asked', async () => {
    const a = await createProduct(t.db);
    const b = await createProduct(t.db, { stock: 0 });
    const gone = await createProduct(t.db, { deletedAt: new Date() });
    const unknown = crypto.randomUUID();
    const ids = [b.id, unknown, a.id, gone.id, b.id].join(',');
    const res = await get(`/api/products/by-ids?ids=${ids}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    expect(res.json().items[0]).toMatchObject({ id: b.id, stock: 0, priceCents: b.priceCents });
  });

  it('answers an empty list for an empty id list', async () => {
    const res = await get('/api/products/by-ids?ids=');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it('is callable as a service by other modules', async () => {
    const a = await createProduct(t.db);
    const items = await getProductsByIds(t.db, [a.id, 'junk']);
    expect(items.map((p) => p.id)).toEqual([a.id]);
    expect(await getProductsByIds(t.db, [])).toEqual([]);
  });
});

describe('access', () => {
  it('declares every catalog route public', () => {
    for (const url of [
      '/api/products',
      '/api/products/featured',
      '/api/products/by-ids',
      '/api/products/:id',
    ]) {
      expect(t.app.accessPolicies).toContainEqual({ method: 'GET', url, access: 'public' });
    }
  });
});
