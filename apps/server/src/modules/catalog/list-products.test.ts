import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SUMMARY_DESCRIPTION_LENGTH,
  type ProductList,
  type ProductSummary,
} from '@shop/shared/schemas/product';
import { products } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { createProduct, type ProductOverrides } from '../../../test/factories.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const daysAgo = (n: number) => new Date(now - n * DAY);

// Newest first: A B C D E F H (G is deleted and newest of all).
const FIXTURES: Record<string, ProductOverrides> = {
  A: {
    name: 'Sunny Bunny Amigurumi',
    category: 'amigurumi',
    priceCents: 1800,
    stock: 3,
    rating: 4.5,
    reviewsCount: 10,
    createdAt: daysAgo(1),
  },
  B: {
    name: 'Chunky Beanie',
    category: 'hats',
    priceCents: 3200,
    stock: 0,
    rating: 4.5,
    reviewsCount: 20,
    createdAt: daysAgo(2),
  },
  C: {
    name: 'Market Tote Bag',
    category: 'bags',
    priceCents: 4500,
    stock: 5,
    rating: 5,
    reviewsCount: 2,
    createdAt: daysAgo(3),
  },
  D: {
    name: 'Rainbow Baby Blanket',
    category: 'blankets',
    priceCents: 12000,
    stock: 1,
    rating: 0,
    reviewsCount: 0,
    createdAt: daysAgo(4),
  },
  E: {
    name: 'Cozy Scarf 100% Wool',
    category: 'scarfs',
    priceCents: 2800,
    stock: 2,
    rating: 3.8,
    reviewsCount: 4,
    createdAt: daysAgo(5),
  },
  F: {
    name: 'Tiny_Bear',
    category: 'amigurumi',
    priceCents: 1800,
    stock: 0,
    rating: 0,
    reviewsCount: 0,
    createdAt: daysAgo(6),
  },
  G: {
    name: 'Deleted Bunny',
    category: 'amigurumi',
    priceCents: 1000,
    stock: 9,
    deletedAt: daysAgo(0),
    createdAt: daysAgo(0),
  },
  H: {
    name: 'BUNNY Ear Headband',
    category: 'accessories',
    priceCents: 1500,
    stock: 4,
    rating: 0,
    reviewsCount: 0,
    createdAt: daysAgo(7),
  },
};

let t: TestApp;
const ids: Record<string, string> = {};
const letterOf = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const [letter, overrides] of Object.entries(FIXTURES)) {
    const row = await createProduct(t.db, overrides);
    ids[letter] = row.id;
    letterOf.set(row.id, letter);
  }
});

async function list(query = ''): Promise<ProductList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json();
}
/** The fixture letters of a page, in order. */
const letters = (items: ProductSummary[]) => items.map((p) => letterOf.get(p.id)).join('');
/** Letters ordered by id, for products that tie on every sort key. */
const byId = (...ls: string[]) => ls.sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1)).join('');

describe('GET /api/products', () => {
  it('lists live products newest first as cards (ProductSummary)', async () => {
    const body = await list();
    expect(letters(body.items)).toBe('ABCDEFH');
    expect(body).toMatchObject({ total: 7, page: 1, pageSize: 24 });
    const a = body.items[0]!;
    expect(a).toEqual({
      id: ids.A,
      name: 'Sunny Bunny Amigurumi',
      description: expect.any(String),
      priceCents: 1800,
      images: [{ src: expect.stringMatching(/^\/uploads\//), variants: [] }],
      stock: 3,
      rating: 4.5,
      reviewsCount: 10,
      category: 'amigurumi',
      featured: false,
      // A card says whether the piece comes in options, and its lowest price.
      options: [],
      minPriceCents: 1800,
      // A piece the maker ships, not a pattern to download.
      kind: 'physical',
      downloadLimit: null,
    });
  });

  it('sends a card the first image and the start of the description; the product the rest', async () => {
    const long = 'Soft and squishy. '.repeat(30).trim();
    const product = await createProduct(t.db, {
      name: 'Zz Lean Card Test',
      description: long,
      images: [
        { src: '/uploads/products/one.webp', variants: [] },
        { src: '/uploads/products/two.webp', variants: [] },
      ],
    });
    const card = (await list('?search=lean card')).items[0]!;
    const full = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json();
    expect(card.images).toEqual([full.images[0]]);
    expect(full.images).toHaveLength(2);
    expect(card.description).toHaveLength(SUMMARY_DESCRIPTION_LENGTH);
    expect(card.description.endsWith('…')).toBe(true);
    expect(long.startsWith(card.description.slice(0, -1))).toBe(true);
    expect(full.description).toBe(long);
    expect(card).not.toHaveProperty('createdAt');
    await t.db.delete(products).where(eq(products.id, product.id));
  });

  it('renders a product exactly as the other catalog endpoints do', async () => {
    const fromList = (await list()).items.find((p) => p.id === ids.A);
    const fromSearch = (await list('?search=sunny')).items[0];
    const fromGet = (await t.app.inject({ method: 'GET', url: `/api/products/${ids.A}` })).json();
    const fromIds = (
      await t.app.inject({ method: 'GET', url: `/api/products/by-ids?ids=${ids.A}` })
    ).json().items[0];
    // A card is the product without its date, variants and personalisation, with its lowest
    // price (one image and a short description here).
    const { createdAt: _createdAt, variants: _variants, personalisation: _text, ...rest } = fromGet;
    const card = { ...rest, minPriceCents: rest.priceCents };
    expect(fromList).toEqual(card);
    expect(fromSearch).toEqual(card);
    expect(fromIds).toEqual(fromGet);
  });

  it('never shows soft-deleted products', async () => {
    const all = [await list(), await list('?search=deleted'), await list('?category=amigurumi')];
    for (const body of all) expect(body.items.map((p) => p.id)).not.toContain(ids.G);
    expect((await list('?search=deleted')).total).toBe(0);
  });

  it('filters by category, and "all" means every category', async () => {
    expect(letters((await list('?category=amigurumi')).items)).toBe('AF');
    expect(letters((await list('?category=hats')).items)).toBe('B');
    expect((await list('?category=home-decor')).total).toBe(0);
    expect((await list('?category=all')).total).toBe(7);
  });

  it('filters by a price range in dollars, bounds included', async () => {
    expect(letters((await list('?minPrice=18&maxPrice=32')).items)).toBe('ABEF');
    expect(letters((await list('?minPrice=45')).items)).toBe('CD');
    expect(letters((await list('?maxPrice=15')).items)).toBe('H');
    expect(letters((await list('?minPrice=17.99&maxPrice=18.01')).items)).toBe('AF');
    expect(letters((await list('?minPrice=18.01&maxPrice=18.02')).items)).toBe('');
    expect((await list('?minPrice=0&maxPrice=1000')).total).toBe(7);
  });

  it('keeps only products in stock when inStock=true', async () => {
    expect(letters((await list('?inStock=true')).items)).toBe('ACDEH');
    expect((await list('?inStock=false')).total).toBe(7);
  });

  it('searches names case-insensitively', async () => {
    expect(letters((await list('?search=bunny')).items)).toBe('AH');
    expect(letters((await list('?search=BuNnY')).items)).toBe('AH');
    expect(letters((await list('?search=%20tote%20')).items)).toBe('C');
    expect((await list('?search=crocodile')).total).toBe(0);
  });

  it('sorts and pages search results, with their total', async () => {
    expect(letters((await list('?search=bunny&sortBy=price-low')).items)).toBe('HA');
    expect(letters((await list('?search=b&sortBy=rating')).items)).toBe(
      `CBA${byId('D', 'F', 'H')}`,
    );
    const second = await list('?search=bunny&pageSize=1&page=2');
    expect(letters(second.items)).toBe('H');
    expect(second.total).toBe(2);
    expect(await list('?search=bunny&pageSize=1&page=3')).toMatchObject({ items: [], total: 2 });
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    expect(letters((await list(`?search=${encodeURIComponent('%')}`)).items)).toBe('E');
    expect(letters((await list('?search=_')).items)).toBe('F');
    expect(letters((await list(`?search=${encodeURIComponent('y_b')}`)).items)).toBe('F');
    expect((await list(`?search=${encodeURIComponent('S%Y')}`)).total).toBe(0);
    expect((await list(`?search=${encodeURIComponent('\\')}`)).total).toBe(0);
  });

  it('sorts: featured and newest by creation date, newest first', async () => {
    expect(letters((await list('?sortBy=featured')).items)).toBe('ABCDEFH');
    expect(letters((await list('?sortBy=newest')).items)).toBe('ABCDEFH');
  });

  it('sorts by price both ways, ties broken by id', async () => {
    const low = letters((await list('?sortBy=price-low')).items);
    expect(low).toBe(`H${byId('A', 'F')}EBCD`);
    const high = letters((await list('?sortBy=price-high')).items);
    expect(high).toBe(`DCBE${byId('A', 'F').split('').reverse().join('')}H`);
  });

  it('sorts by rating, then by number of reviews', async () => {
    const body = await list('?sortBy=rating');
    expect(letters(body.items)).toBe(`CBAE${byId('D', 'F', 'H')}`);
  });

  it('combines filters and sort', async () => {
    expect(letters((await list('?category=amigurumi&inStock=true')).items)).toBe('A');
    expect(
      letters((await list('?minPrice=10&maxPrice=40&inStock=true&sortBy=price-high')).items),
    ).toBe('EAH');
    expect(letters((await list('?search=bunny&category=accessories')).items)).toBe('H');
    const combined = await list(
      '?category=amigurumi&search=b&minPrice=15&sortBy=price-low&inStock=false',
    );
    expect(letters(combined.items)).toBe(byId('A', 'F'));
    expect(combined.total).toBe(2);
  });

  it('pages without overlap or gaps, with the total on every page', async () => {
    for (const sort of ['featured', 'price-low', 'price-high', 'rating']) {
      const pages = [1, 2, 3].map((page) => list(`?sortBy=${sort}&pageSize=3&page=${page}`));
      const [p1, p2, p3] = await Promise.all(pages);
      expect([p1!.items.length, p2!.items.length, p3!.items.length]).toEqual([3, 3, 1]);
      for (const p of [p1!, p2!, p3!]) expect(p.total).toBe(7);
      const seen = [...p1!.items, ...p2!.items, ...p3!.items].map((p) => p.id);
      expect(new Set(seen).size).toBe(7);
      const full = await list(`?sortBy=${sort}`);
      expect(seen).toEqual(full.items.map((p) => p.id));
    }
    const past = await list('?pageSize=3&page=4');
    expect(past).toMatchObject({ items: [], total: 7, page: 4, pageSize: 3 });
  });

  it('counts the filtered total, not the page', async () => {
    const body = await list('?inStock=true&pageSize=2&page=2');
    expect(letters(body.items)).toBe('DE');
    expect(body.total).toBe(5);
  });
});
