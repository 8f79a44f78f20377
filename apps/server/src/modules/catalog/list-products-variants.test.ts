/** The listing's price filter, in-stock filter and price sorts over products with options. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@shop/shared/schemas/product';
import { products, productVariants } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { createProduct, createProductWithOptions } from '../../../test/factories.ts';

let t: TestApp;
const letterOf = new Map<string, string>();
let beanieId = '';

beforeAll(async () => {
  t = await buildTestApp();
  const plain = await createProduct(t.db, { name: 'Plain Pouch', priceCents: 2000, stock: 2 });
  const other = await createProduct(t.db, { name: 'Other Scarf', priceCents: 2600, stock: 1 });
  // Sizes S at the product's $24.00 (sold out) and M at $28.00.
  const { product: beanie } = await createProductWithOptions(t.db, {
    name: 'Variant Beanie',
    priceCents: 2400,
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      { values: ['S'], stock: 0 },
      { values: ['M'], stock: 3, priceCents: 2800 },
    ],
  });
  beanieId = beanie.id;
  letterOf.set(plain.id, 'P').set(other.id, 'O').set(beanie.id, 'V');
});

async function letters(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ProductList).items.map((p) => letterOf.get(p.id)).join('');
}

describe('the listing over variants', () => {
  it('keeps its price bounds from the variants, the product price standing in for a blank one', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.id, beanieId));
    expect([row!.minPriceCents, row!.maxPriceCents]).toEqual([2400, 2800]);
    // The maker raises the product price: the blank-priced S follows it.
    await t.db.update(products).set({ priceCents: 3000 }).where(eq(products.id, beanieId));
    const [raised] = await t.db.select().from(products).where(eq(products.id, beanieId));
    expect([raised!.minPriceCents, raised!.maxPriceCents]).toEqual([2800, 3000]);
    // A variant gets its own price.
    await t.db
      .update(productVariants)
      .set({ priceCents: 2400 })
      .where(eq(productVariants.productId, beanieId));
    const [priced] = await t.db.select().from(products).where(eq(products.id, beanieId));
    expect([priced!.minPriceCents, priced!.maxPriceCents]).toEqual([2400, 2400]);
    // Back to S at the product's price, M at $28.00.
    await t.db.update(products).set({ priceCents: 2400 }).where(eq(products.id, beanieId));
    await t.db
      .update(productVariants)
      .set({ priceCents: null })
      .where(eq(productVariants.optionValues, ['S']));
    await t.db
      .update(productVariants)
      .set({ priceCents: 2800 })
      .where(eq(productVariants.optionValues, ['M']));
    const [back] = await t.db.select().from(products).where(eq(products.id, beanieId));
    expect([back!.minPriceCents, back!.maxPriceCents]).toEqual([2400, 2800]);
  });

  it('sorts a product with options by its lowest price', async () => {
    expect(await letters('?sortBy=price-low')).toBe('PVO');
    expect(await letters('?sortBy=price-high')).toBe('OVP');
  });

  it('matches a price range when one of its variants is priced in it', async () => {
    expect(await letters('?minPrice=27&sortBy=price-low')).toBe('V');
    expect(await letters('?maxPrice=24&sortBy=price-low')).toBe('PV');
    // $24 and $28, nothing between.
    expect(await letters('?minPrice=25&maxPrice=27&sortBy=price-low')).toBe('O');
  });

  it('in stock within a range means a variant in stock at such a price', async () => {
    expect(await letters('?inStock=true&sortBy=price-low')).toBe('PVO');
    // Its $24.00 size is sold out; the $28.00 one is not.
    expect(await letters('?maxPrice=24&inStock=true&sortBy=price-low')).toBe('P');
    expect(await letters('?minPrice=28&maxPrice=28&inStock=true')).toBe('V');
  });
});
