/**
 * Test data factories: insert a valid row with believable defaults, overridable field by field.
 *   const p = await createProduct(t.db, { priceCents: 1250, category: 'hats', stock: 0 });
 */
import type { Db } from '../src/db/client.ts';
import type { Personalisation, ProductOption } from '@shop/shared/schemas/product';
import { products, productVariants } from '../src/db/schema.ts';

export type ProductRecord = typeof products.$inferSelect;
export type ProductOverrides = Partial<typeof products.$inferInsert>;

let productCounter = 0;

/** One product (not deleted, in stock, one image) with `overrides` applied; returns the row. */
export async function createProduct(
  db: Db,
  overrides: ProductOverrides = {},
): Promise<ProductRecord> {
  const n = ++productCounter;
  const [row] = await db
    .insert(products)
    .values({
      name: `Test product ${n}`,
      description: `A handmade test product number ${n}.`,
      priceCents: 2500,
      images: [{ src: `/uploads/products/test-${n}.webp`, variants: [] }],
      stock: 10,
      category: 'amigurumi',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Several products at once; `overrides` may be a function of the index (0-based). */
export async function createProducts(
  db: Db,
  count: number,
  overrides: ProductOverrides | ((index: number) => ProductOverrides) = {},
): Promise<ProductRecord[]> {
  const created: ProductRecord[] = [];
  for (let i = 0; i < count; i++) {
    created.push(
      await createProduct(db, typeof overrides === 'function' ? overrides(i) : overrides),
    );
  }
  return created;
}

export type VariantRecord = typeof productVariants.$inferSelect;

/**
 * A product with options: one variant per given combination (stock, and optionally a price and
 * SKU). Returns the product row and its variants keyed by their values joined with "/".
 */
export async function createProductWithOptions(
  db: Db,
  {
    options,
    variants,
    personalisation = null,
    ...overrides
  }: ProductOverrides & {
    options: ProductOption[];
    variants: { values: string[]; stock: number; priceCents?: number; sku?: string }[];
    personalisation?: Personalisation | null;
  },
): Promise<{ product: ProductRecord; variants: Record<string, VariantRecord> }> {
  const product = await createProduct(db, { ...overrides, options, personalisation, stock: 0 });
  const rows = await db
    .insert(productVariants)
    .values(
      variants.map((v, position) => ({
        productId: product.id,
        position,
        optionValues: v.values,
        stock: v.stock,
        priceCents: v.priceCents ?? null,
        sku: v.sku ?? null,
      })),
    )
    .returning();
  return {
    product,
    variants: Object.fromEntries(rows.map((row) => [row.optionValues.join('/'), row])),
  };
}
