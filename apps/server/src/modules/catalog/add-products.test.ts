/** A catalog brought in whole (the demo's, the benchmark's): products, variants, kinds, dates. */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PATTERN_STOCK } from '@shop/shared/schemas/pattern';
import { products, productVariants } from '../../db/schema.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { recordRatings } from '../ratings/index.ts';
import { createAccountsWithoutSignIn } from '../accounts/index.ts';
import { addProducts, hasEverHadProducts } from './add-products.ts';

const t = await buildTestApp();
const image = (name: string) => ({
  src: `/uploads/products/${name}-800.webp`,
  variants: [{ width: 800, src: `/uploads/products/${name}-800.webp` }],
});
const base = { description: 'Made by hand. In cotton.', images: [image('a')] };

describe('adding a catalog', () => {
  it('knows an empty shop, and a shop that once had products', async () => {
    expect(await hasEverHadProducts(t.db)).toBe(false);
  });

  it('adds products in the order given, each with its stock, variants, kind and listing day', async () => {
    const listed = new Date('2026-01-15T10:00:00Z');
    const ids = await addProducts(t.db, [
      { ...base, name: 'Plain Coaster', priceCents: 900, category: 'home-decor', stock: 7 },
      {
        ...base,
        name: 'Sized Beanie',
        priceCents: 2400,
        category: 'hats',
        images: [image('s'), image('l')],
        options: [{ name: 'Size', values: ['S', 'L'] }],
        variants: [
          { optionValues: ['S'], stock: 2, sku: 'SB-S' },
          { optionValues: ['L'], stock: 0, priceCents: 2800, imageSrc: image('l').src },
        ],
        featured: true,
        createdAt: listed,
      },
      { ...base, name: 'Whale pattern', priceCents: 800, category: 'amigurumi', kind: 'pattern' },
    ]);
    const rows = await Promise.all(
      ids.map(async (id) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!),
    );
    expect(rows.map((p) => p.name)).toEqual(['Plain Coaster', 'Sized Beanie', 'Whale pattern']);
    expect(rows[0]).toMatchObject({ stock: 7, kind: 'physical', downloadLimit: null });
    expect(rows[1]).toMatchObject({
      stock: 2,
      featured: true,
      createdAt: listed,
      minPriceCents: 2400,
      maxPriceCents: 2800,
    });
    expect(rows[2]).toMatchObject({ kind: 'pattern', stock: PATTERN_STOCK, downloadLimit: 5 });
    const variants = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, ids[1]!))
      .orderBy(asc(productVariants.position));
    expect(variants.map((v) => [v.optionValues, v.stock, v.priceCents, v.sku, v.imageSrc])).toEqual(
      [
        [['S'], 2, null, 'SB-S', null],
        [['L'], 0, 2800, null, image('l').src],
      ],
    );
    expect(await hasEverHadProducts(t.db)).toBe(true);
  });

  it('refuses a variant that is no combination of the options, or shows a picture the product lacks, adding nothing', async () => {
    const before = (await t.db.select({ id: products.id }).from(products)).length;
    const sized = {
      ...base,
      name: 'Odd Beanie',
      priceCents: 2400,
      category: 'hats' as const,
      options: [{ name: 'Size', values: ['S'] }],
    };
    await expect(
      addProducts(t.db, [{ ...sized, variants: [{ optionValues: ['XL'], stock: 1 }] }]),
    ).rejects.toThrow(/XL is no option/);
    await expect(
      addProducts(t.db, [
        { ...sized, variants: [{ optionValues: ['S'], stock: 1, imageSrc: '/elsewhere.webp' }] },
      ]),
    ).rejects.toThrow(/picture the product does not have/);
    expect((await t.db.select({ id: products.id }).from(products)).length).toBe(before);
  });
});

describe('ratings brought in with a catalog', () => {
  it('sets each product’s average and count as single ratings would, a repeated customer counting once', async () => {
    const [id] = await addProducts(t.db, [
      { ...base, name: 'Rated Bunny', priceCents: 3000, category: 'amigurumi', stock: 1 },
    ]);
    const people = await createAccountsWithoutSignIn(
      t.db,
      [1, 2, 3].map((n) => ({ name: `Rater ${n}`, email: `rater-${n}@example.invalid` })),
    );
    await recordRatings(t.db, [
      { productId: id!, userId: people[0]!.id, rating: 5 },
      { productId: id!, userId: people[1]!.id, rating: 4 },
      { productId: id!, userId: people[2]!.id, rating: 2 },
      { productId: id!, userId: people[2]!.id, rating: 4 },
    ]);
    const [product] = await t.db.select().from(products).where(eq(products.id, id!));
    expect(product).toMatchObject({ rating: 4.33, reviewsCount: 3 });
    await expect(
      recordRatings(t.db, [{ productId: id!, userId: people[0]!.id, rating: 6 }]),
    ).rejects.toThrow(/1 to 5 stars/);
  });
});
