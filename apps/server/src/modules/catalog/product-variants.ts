/**
 * Reads of a product's variants: the rows of some products in one query, and the product answer
 * completed with them (a product without options answers no variants: its one default variant is
 * an implementation detail, found by the server when a cart line names none).
 */
import { asc, inArray } from 'drizzle-orm';
import type { Product, ProductVariant } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { productVariants } from './schema.ts';

export type VariantRow = typeof productVariants.$inferSelect;

export async function loadVariants(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...new Set(productIds)]))
    .orderBy(
      asc(productVariants.productId),
      asc(productVariants.position),
      asc(productVariants.id),
    );
  for (const row of rows) byProduct.get(row.productId)?.push(row);
  return byProduct;
}

export function toVariantDto(row: VariantRow, productPriceCents: number): ProductVariant {
  return {
    id: row.id,
    optionValues: row.optionValues,
    stock: row.stock,
    priceCents: row.priceCents ?? productPriceCents,
    sku: row.sku,
    image: row.imageSrc,
  };
}

/** The products with their variants and price range (one query for all that have options). */
export async function withVariants<P extends Product>(db: Db, list: P[]): Promise<P[]> {
  const withOptions = list.filter((p) => p.options.length > 0);
  if (withOptions.length === 0) return list;
  const rows = await loadVariants(
    db,
    withOptions.map((p) => p.id),
  );
  return list.map((product) => {
    if (product.options.length === 0) return product;
    const variants = (rows.get(product.id) ?? []).map((row) =>
      toVariantDto(row, product.priceCents),
    );
    const prices = variants.map((v) => v.priceCents);
    return {
      ...product,
      variants,
      minPriceCents: prices.length ? Math.min(...prices) : product.priceCents,
      maxPriceCents: prices.length ? Math.max(...prices) : product.priceCents,
    };
  });
}
