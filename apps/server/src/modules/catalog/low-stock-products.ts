/**
 * Live products with at most `threshold` units left, fewest first: one row per variant for a
 * product with options (each choice has its own yarn on hand), else one row per product.
 */
import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { variantLabel } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from './schema.ts';

export type LowStockRow = {
  id: string;
  name: string;
  stock: number;
  /** Null for a product without options. */
  variantId: string | null;
  variantLabel: string | null;
};

export async function listLowStockProducts(
  db: Db,
  { threshold, limit }: { threshold: number; limit: number },
): Promise<{ items: LowStockRow[]; total: number }> {
  const where = and(isNull(products.deletedAt), lte(productVariants.stock, threshold));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        options: products.options,
        variantId: productVariants.id,
        optionValues: productVariants.optionValues,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where)
      .orderBy(
        asc(productVariants.stock),
        asc(products.name),
        asc(products.id),
        sql`${productVariants.position} asc`,
        asc(productVariants.id),
      )
      .limit(limit),
    db
      .select({ value: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => {
      const isVariant = row.options.length > 0 && row.optionValues.length > 0;
      return {
        id: row.id,
        name: row.name,
        stock: row.stock,
        variantId: isVariant ? row.variantId : null,
        variantLabel: isVariant ? variantLabel(row.options, row.optionValues) : null,
      };
    }),
    total: Number(totalRow?.value ?? 0),
  };
}
