/**
 * The catalog's side of a rating (used by the ratings module inside its transaction): lock a live
 * product row so concurrent ratings of one product recompute one after another, and store the
 * recomputed average and count on the product.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { isProductId } from './product-id.ts';
import { onSale } from './on-sale.ts';

/** Locks the product for the rest of the transaction; false when it is unknown or deleted. */
export async function lockLiveProduct(tx: Db, productId: string): Promise<boolean> {
  if (!isProductId(productId)) return false;
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), onSale()))
    .for('update');
  return rows.length > 0;
}

export async function setProductRating(
  tx: Db,
  productId: string,
  summary: { rating: number; reviewsCount: number },
): Promise<void> {
  await tx
    .update(products)
    .set({ rating: summary.rating, reviewsCount: summary.reviewsCount })
    .where(eq(products.id, productId));
}
