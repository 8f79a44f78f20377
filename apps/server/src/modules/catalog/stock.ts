/**
 * Stock reservation, the catalog's side of checkout. Units live on variants (a product without
 * options has one default variant); reserving is one conditional UPDATE of the variant's row, so
 * two buyers of the last unit can never both succeed: the second one's `stock >= quantity` is
 * re-checked after the first commits and matches no row. A trigger keeps the product's total.
 */
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { products, productVariants } from './schema.ts';
import type { Db } from '../../db/client.ts';
import { onSale } from './on-sale.ts';

/** `variantId` null or absent: the product's default variant (a product without options). */
export type StockChange = { productId: string; variantId?: string | null; quantity: number };

function variantOf({ productId, variantId }: Pick<StockChange, 'productId' | 'variantId'>): SQL {
  return and(
    eq(productVariants.productId, productId),
    variantId
      ? eq(productVariants.id, variantId)
      : sql`${productVariants.optionValues} = '[]'::jsonb`,
  )!;
}

/** On sale: live and launched (a drop's product cannot be reserved before its release). */
const isLive = (productId: string) =>
  sql`exists (select 1 from ${products} where ${products.id} = ${productId} and ${onSale()})`;

/** Takes `quantity` units of a live product's variant; false when it is gone or has fewer left. */
export async function reserveStock(db: Db, change: StockChange): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${change.quantity}` })
    .where(
      and(variantOf(change), gte(productVariants.stock, change.quantity), isLive(change.productId)),
    )
    .returning({ id: productVariants.id });
  return rows.length === 1;
}

/** Puts reserved units back (also on a product deleted since: its rows still exist). */
export async function releaseStock(db: Db, change: StockChange): Promise<void> {
  await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${change.quantity}` })
    .where(variantOf(change));
}

/** The units a live product's variant has left, or null when it is unknown or deleted. */
export async function stockOf(
  db: Db,
  productId: string,
  variantId?: string | null,
): Promise<number | null> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(variantOf({ productId, variantId }), onSale()))
    .limit(1);
  return row ? row.stock : null;
}
