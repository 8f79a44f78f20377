/**
 * Stock reservation, the catalog's side of checkout. Reserving is one
 * conditional UPDATE, so two buyers of the last item can never both succeed: the second one's
 * `stock >= quantity` is re-checked after the first commits and matches no row.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { products } from './schema.ts';
import type { Db } from '../../db/client.ts';

export type StockChange = { productId: string; quantity: number };

/** Takes `quantity` units of a live product; false when it is gone or has fewer left. */
export async function reserveStock(db: Db, { productId, quantity }: StockChange): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(
      and(eq(products.id, productId), isNull(products.deletedAt), gte(products.stock, quantity)),
    )
    .returning({ id: products.id });
  return rows.length === 1;
}

/** Puts reserved units back (also on a product deleted since: its row still exists). */
export async function releaseStock(db: Db, { productId, quantity }: StockChange): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** The units a live product has left, or null when it is unknown or deleted. */
export async function stockOf(db: Db, productId: string): Promise<number | null> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  return row ? row.stock : null;
}
