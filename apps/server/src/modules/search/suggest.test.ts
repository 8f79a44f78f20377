import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@shop/shared/schemas/product';
import type { SearchSuggestions } from '@shop/shared/schemas/search';
import { eq } from 'drizzle-orm';
import { blogPosts, products } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { createProduct, createProductWithOptions } from '../../../test/factories.ts';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  ids.throw = (
    await createProduct(t.db, {
      name: 'Ocean Ripple Blanket',
      category: 'blankets',
      description: 'A wavy throw in sea blues, crocheted in soft cotton.',
      priceCents: 12000,
    })
  ).id;
  ids.bunny = (
    await createProduct(t.db, {
      name: 'Clover the Bunny',
      category: 'amigurumi',
      description:
        'A floppy-eared amigurumi friend, stuffed firm and safe for little hands. No blank faces.',
      priceCents: 2800,
    })
  ).id;
  const { product: beanie } = await createProductWithOptions(t.db, {
    name: 'Chunky Pom-Pom Beanie',
    category: 'hats',
    description: 'A warm hat for cold mornings.',
    priceCents: 3400,
    options: [{ name: 'Colour', values: ['Sage', 'Terracotta'] }],
    variants: [
      { values: ['Sage'], stock: 2 },
      { values: ['Terracotta'], stock: 1, priceCents: 3900 },
    ],
  });
  ids.beanie = beanie.id;
  ids.gone = (
    await createProduct(t.db, {
      name: 'Retired Blanket',
      category: 'blankets',
      deletedAt: new Date(),
    })
  ).id;
  await t.db.insert(blogPosts).values({
    title: 'Caring for your crochet blanket',
    content: 'Wash it cold and dry it flat.',
    imageUrl: '/uploads/blog/care.webp',
    author: 'Maker',
  });
});

async function suggest(q: string): Promise<SearchSuggestions> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function list(query: string): Promise<ProductList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/search/suggest', () => {
  it('suggests blankets for "blankit": the product, the category and the blog post', async () => {
    const body = await suggest('blankit');
    // Products match on name, category and option values: not the bunny's "No blank faces".
    expect(body.products.map((p) => p.id)).toEqual([ids.throw]);
    expect(body.products[0]).toEqual({
      id: ids.throw,
      name: 'Ocean Ripple Blanket',
      priceCents: 12000,
      fromPrice: false,
      image: { src: expect.stringMatching(/^\/uploads\//), variants: [] },
    });
    expect(body.categories).toEqual([{ id: 'blankets', label: 'Crochet Blankets' }]);
    expect(body.posts.map((p) => p.title)).toEqual(['Caring for your crochet blanket']);
  });

  it('finds amigurumi through the description and the category despite a typo', async () => {
    const body = await suggest('amigurmi');
    expect(body.products.map((p) => p.id)).toEqual([ids.bunny]);
    expect(body.categories.map((c) => c.id)).toEqual(['amigurumi']);
  });

  it('matches option values, and gives a "From" price when options cost differently', async () => {
    const body = await suggest('terracota');
    expect(body.products).toEqual([
      expect.objectContaining({ id: ids.beanie, priceCents: 3400, fromPrice: true }),
    ]);
  });

  it('suggests as the name is typed, closest names first, never a deleted product', async () => {
    expect((await suggest('Blan')).products.map((p) => p.id)).toEqual([ids.throw]);
    expect((await suggest('bunny')).products.map((p) => p.id)).toEqual([ids.bunny]);
  });

  it('follows a renamed product and forgets a deleted one', async () => {
    const beanie = eq(products.id, ids.beanie!);
    await t.db.update(products).set({ name: 'Chunky Pom-Pom Beret' }).where(beanie);
    expect((await suggest('beret')).products.map((p) => p.id)).toEqual([ids.beanie]);
    expect((await suggest('chunky beanie')).products).toEqual([]);
    await t.db.update(products).set({ deletedAt: new Date() }).where(beanie);
    expect((await suggest('chunky')).products).toEqual([]);
    await t.db
      .update(products)
      .set({ name: 'Chunky Pom-Pom Beanie', deletedAt: null })
      .where(beanie);
    expect((await suggest('pom-pom')).products.map((p) => p.id)).toEqual([ids.beanie]);
  });

  it('suggests nothing for a single character or text that resembles nothing', async () => {
    expect(await suggest('b')).toEqual({ products: [], categories: [], posts: [] });
    expect(await suggest('xqzv')).toEqual({ products: [], categories: [], posts: [] });
  });

  it('refuses control characters and overlong queries (the text rule)', async () => {
    for (const q of ['blan\u0000ket', 'a'.repeat(101)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/search/suggest' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/products?search= when nothing matches as typed', () => {
  it('answers the corrected search with its results', async () => {
    // Not "blank" (the bunny's description), though it shares more of the typo's trigrams.
    const body = await list('?search=blankit');
    expect(body.items.map((p) => p.id)).toEqual([ids.throw]);
    expect(body).toMatchObject({ total: 1, correctedSearch: 'blanket' });
    const amigurumi = await list('?search=amigurmi');
    expect(amigurumi.items.map((p) => p.id)).toEqual([ids.bunny]);
    expect(amigurumi.correctedSearch).toBe('amigurumi');
  });

  it('keeps the other filters on the corrected search', async () => {
    expect((await list('?search=blankit&category=hats')).total).toBe(0);
    expect((await list('?search=blankit&maxPrice=50')).total).toBe(0);
    expect((await list('?search=blankit&category=blankets')).total).toBe(1);
  });

  it('matches each word anywhere without claiming a correction when none was needed', async () => {
    const body = await list('?search=ripple%20cotton');
    expect(body.items.map((p) => p.id)).toEqual([ids.throw]);
    expect(body.correctedSearch).toBeUndefined();
  });

  it('suggests categories when even the corrected search finds nothing', async () => {
    const body = await list('?search=xqzv');
    expect(body).toMatchObject({ items: [], total: 0 });
    expect(body.correctedSearch).toBeUndefined();
    expect(body.suggestedCategories?.length).toBe(4);
    // A query close to a category's name puts that category first.
    const hats = await list('?search=hatz&category=blankets');
    expect(hats.total).toBe(0);
    expect(hats.suggestedCategories?.[0]).toEqual({ id: 'hats', label: 'Crochet Hats' });
  });

  it('answers as before when the search matches as typed', async () => {
    const body = await list('?search=ocean');
    expect(body.items.map((p) => p.id)).toEqual([ids.throw]);
    expect(body.correctedSearch).toBeUndefined();
    expect(body.suggestedCategories).toBeUndefined();
  });
});
