/**
 * A product's name, options and stock, and the stock of its variants, for modules that act on
 * stock changes (stock alerts). Optionally under the product row's lock, inside the caller's
 * transaction: a variant's stock change also writes its product's row (the stock sum), so the
 * lock keeps a restock from slipping in between.
 */
import { and, eq } from 'drizzle-orm';
import { variantLabel, type ProductOption } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from './schema.ts';

export type ProductStockState = {
  id: string;
  name: string;
  stock: number;
  options: ProductOption[];
  deletedAt: Date | null;
};

export async function getProductStockState(
  db: Db,
  { productId, isLocked = false }: { productId: string; isLocked?: boolean },
): Promise<ProductStockState | null> {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      options: products.options,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  const [row] = isLocked ? await query.for('update') : await query;
  return row ?? null;
}

export type VariantStockState = { id: string; stock: number; label: string };

/** The stock and label ("Size: M / Colour: Sage") of each variant of a product with options. */
export async function getVariantStockStates(
  db: Db,
  {
    product,
    variantId,
  }: { product: Pick<ProductStockState, 'id' | 'options'>; variantId?: string },
): Promise<VariantStockState[]> {
  if (product.options.length === 0) return [];
  const rows = await db
    .select({
      id: productVariants.id,
      stock: productVariants.stock,
      optionValues: productVariants.optionValues,
    })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, product.id),
        variantId ? eq(productVariants.id, variantId) : undefined,
      ),
    );
  return rows
    .filter((row) => row.optionValues.length > 0)
    .map((row) => ({
      id: row.id,
      stock: row.stock,
      label: variantLabel(product.options, row.optionValues),
    }));
}
