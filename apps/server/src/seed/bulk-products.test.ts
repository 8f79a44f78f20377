import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.ts';
import { products, productVariants } from '../db/schema.ts';
import { seedBulkProducts } from './bulk-products.ts';

const t = await buildTestApp();

describe('the bulk catalog of the benchmark', () => {
  it('sells one product in five or so in three sizes, each with its stock, the large one dearer', async () => {
    await seedBulkProducts(t.db, 60, { seed: 7 });
    const withOptions = await t.db
      .select()
      .from(products)
      .where(sql`jsonb_array_length(${products.options}) > 0`);
    expect(withOptions.length).toBeGreaterThan(3);
    expect(withOptions.length).toBeLessThan(30);
    for (const product of withOptions) {
      const variants = await t.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, product.id));
      expect(variants.map((v) => v.optionValues.join('')).sort()).toEqual(['L', 'M', 'S']);
      expect(product.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
      expect(product.minPriceCents).toBe(product.priceCents);
      expect(product.maxPriceCents).toBe(product.priceCents + 400);
    }
  });
});
