import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@shop/shared/categories';
import { FEATURED_LIMIT } from '@shop/shared/constants';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { and, eq } from 'drizzle-orm';
import {
  mailOutbox,
  orderItems,
  orders,
  productRatings,
  productReviews,
  products,
  productVariants,
  reviewRequests,
} from '../db/schema.ts';
import { seedIfEmpty } from './seed.ts';

// Rendering ~80 pictures through sharp takes a few seconds, more on a busy machine.
const SEED_TIMEOUT = 180_000;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('demo catalog seed', () => {
  let t: TestApp;
  let seedMs = 0;

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    const startedAt = performance.now();
    await seedIfEmpty(t.app);
    seedMs = performance.now() - startedAt;
  }, SEED_TIMEOUT);

  it('fills an empty shop with a believable catalog', async () => {
    const rows = await t.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(CATEGORY_IDS));
    expect(rows.filter((p) => p.featured).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((p) => p.stock > 0).length).toBeGreaterThanOrEqual(20);
    for (const p of rows) {
      expect(p.priceCents, p.name).toBeGreaterThanOrEqual(800);
      expect(p.priceCents, p.name).toBeLessThanOrEqual(25000);
      expect(p.description.split('. ').length, p.name).toBeGreaterThanOrEqual(2);
      expect(p.deletedAt).toBeNull();
    }
    const rated = rows.filter((p) => p.rating > 0);
    expect(rated.length).toBeGreaterThanOrEqual(10);
    for (const p of rated) {
      expect(p.rating).toBeGreaterThanOrEqual(3.5);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.reviewsCount).toBeGreaterThan(0);
      // Real rating rows stand behind every figure, so a shopper's rating averages in.
      const stars = await t.db
        .select({ rating: productRatings.rating })
        .from(productRatings)
        .where(eq(productRatings.productId, p.id));
      expect(stars).toHaveLength(p.reviewsCount);
      const average = stars.reduce((sum, s) => sum + s.rating, 0) / stars.length;
      expect(p.rating).toBeCloseTo(average, 2);
    }
    const days = new Set(rows.map((p) => p.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(14);
    expect(new Set(rows.map((p) => p.name)).size).toBe(rows.length);
    console.info(`demo seed took ${(seedMs / 1000).toFixed(1)} s`);
  });

  it('sells at least five products in variants, each variant with its colourway picture', async () => {
    const rows = await t.db.select().from(products);
    const withOptions = rows.filter((p) => p.options.length > 0);
    expect(withOptions.length).toBeGreaterThanOrEqual(5);
    expect(withOptions.some((p) => p.personalisation !== null)).toBe(true);
    const variants = await t.db.select().from(productVariants);
    for (const product of withOptions) {
      const own = variants.filter((v) => v.productId === product.id);
      const combinations = product.options.reduce((n, o) => n * o.values.length, 1);
      expect(own, product.name).toHaveLength(combinations);
      const colour = product.options.findIndex((o) => o.name === 'Colour');
      for (const variant of own) {
        const image = product.images.find((i) => i.src === variant.imageSrc);
        expect(image?.alt, product.name).toBe(`${product.name} in ${variant.optionValues[colour]}`);
      }
      expect(product.stock).toBe(own.reduce((sum, v) => sum + v.stock, 0));
    }
    // Some value is sold out somewhere, so the storefront shows a disabled choice.
    expect(variants.some((v) => v.stock === 0)).toBe(true);
  });

  it('gives every product 1-4 stored WebP pictures with alt text', async () => {
    const rows = await t.db.select().from(products);
    const seen = new Set<string>();
    for (const p of rows) {
      expect(p.images.length, p.name).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.name).toBeLessThanOrEqual(4);
      for (const image of p.images) {
        expect(image.alt).toMatch(new RegExp(`^${p.name}`));
        // A colourway's picture is the main one while that colourway is chosen.
        const isPrimary = image === p.images[0] || p.options.length > 0;
        expect(image.variants.map((v) => v.width)).toEqual(
          isPrimary ? [400, 800, 1200] : [400, 800],
        );
        for (const url of [image.src, ...image.variants.map((v) => v.src)]) {
          expect(url).toMatch(/^\/uploads\/products\/[a-z0-9-]+\.webp$/);
          const file = path.join(t.config.uploadsDir, url.slice('/uploads/'.length));
          expect(fs.existsSync(file), file).toBe(true);
        }
        expect(seen.has(image.src)).toBe(false);
        seen.add(image.src);
      }
    }
  });

  it('serves the pictures and shows featured products on the home page', async () => {
    const featured = await t.app.inject({ method: 'GET', url: '/api/products/featured' });
    expect(featured.json().items).toHaveLength(FEATURED_LIMIT);
    const src = featured.json().items[0].images[0].src as string;
    const image = await t.app.inject({ method: 'GET', url: src });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const list = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=100' });
    expect(list.json().total).toBeGreaterThanOrEqual(30);
  });

  it('offers the demo shipping rates and a discount code to try in the cart', async () => {
    const shipping = await t.app.inject({ method: 'GET', url: '/api/shipping' });
    expect(shipping.json().rates.map((rate: { name: string }) => rate.name)).toEqual([
      'Standard',
      'Express',
    ]);
    // A piece the maker ships (a pattern is priced the same way, but has no stock to show).
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.kind, 'physical'))
      .limit(1);
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product!.id))
      .limit(1);
    const price = variant!.priceCents ?? product!.priceCents;
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/discounts/check',
      payload: {
        code: 'welcome10',
        // A piece without options is bought as itself; one with options names its variant.
        items: [
          {
            productId: product!.id,
            ...(product!.options.length ? { variantId: variant!.id } : {}),
            quantity: 1,
          },
        ],
      },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      code: 'WELCOME10',
      kind: 'percent',
      subtotalCents: price,
      discountCents: Math.floor((price * 10 + 50) / 100),
    });
  });

  it('backs each demo review with a paid, completed sale of that very product, and mails nobody', async () => {
    const reviews = await t.db.select().from(productReviews);
    expect(reviews.length).toBeGreaterThanOrEqual(5);
    for (const review of reviews) {
      expect(review.state).toBe('approved');
      const [product] = await t.db.select().from(products).where(eq(products.id, review.productId));
      const [order] = await t.db.select().from(orders).where(eq(orders.id, review.orderId));
      expect(order).toMatchObject({
        userId: review.userId,
        status: 'completed',
        paymentStatus: 'paid',
        stockReserved: false,
        subtotalCents: product!.priceCents,
        totalCents: product!.priceCents,
      });
      expect(review.createdAt.getTime()).toBeGreaterThan(order!.paidAt!.getTime());
      const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
      expect(items).toEqual([
        expect.objectContaining({
          productId: product!.id,
          productName: product!.name,
          productImage: product!.images[0]!.src,
          quantity: 1,
        }),
      ]);
      // The review's stars are its author's rating of the product.
      const [stars] = await t.db
        .select()
        .from(productRatings)
        .where(
          and(
            eq(productRatings.productId, review.productId),
            eq(productRatings.userId, review.userId),
          ),
        );
      expect(stars).toBeDefined();
    }
    // Every demo order counts as asked already: no review request mail will ever go out.
    expect(await t.db.select().from(reviewRequests)).toHaveLength(reviews.length);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it('does not seed again once the shop has products', async () => {
    const before = await t.db.select({ id: products.id }).from(products);
    const filesBefore = filesUnder(t.config.uploadsDir).length;
    await seedIfEmpty(t.app);
    const after = await t.db.select({ id: products.id }).from(products);
    expect(after.length).toBe(before.length);
    expect(filesUnder(t.config.uploadsDir).length).toBe(filesBefore);
  });
});

describe('with SEED_DEMO=false', () => {
  it('leaves the shop empty', async () => {
    const t = await buildTestApp({ SEED_DEMO: 'false' });
    await seedIfEmpty(t.app);
    expect(await t.db.select({ id: products.id }).from(products)).toEqual([]);
  });
});
