/**
 * Many ratings at once (a catalog brought in with its customers' stars, like the demo shop's):
 * the same rows and the same recomputed average and count on each product as `rate-product.ts`
 * gives one rating at a time, in one transaction, a few statements for the lot. Each product is
 * locked first, as for a single rating, so a shopper rating it meanwhile is not missed.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockLiveProduct, setProductRating } from '../catalog/index.ts';
import { productRatings } from './schema.ts';

export type NewRating = { productId: string; userId: string; rating: number };

export async function recordRatings(db: Db, ratings: readonly NewRating[]): Promise<void> {
  if (ratings.length === 0) return;
  for (const { rating } of ratings) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      throw new Error(`A rating is 1 to 5 stars, not ${rating}`);
    }
  }
  // One row per product and customer: a later rating of the same pair replaces an earlier one.
  const rows = [...new Map(ratings.map((r) => [`${r.productId} ${r.userId}`, r])).values()];
  const productIds = [...new Set(rows.map((r) => r.productId))];
  await db.transaction(async (tx) => {
    for (const productId of productIds) {
      if (!(await lockLiveProduct(tx, productId))) throw new Error(`No product ${productId}`);
    }
    await tx
      .insert(productRatings)
      .values(rows)
      .onConflictDoUpdate({
        target: [productRatings.productId, productRatings.userId],
        set: { rating: sql`excluded.rating`, updatedAt: new Date() },
      });
    const summaries = await tx
      .select({
        productId: productRatings.productId,
        average: sql<string>`round(avg(${productRatings.rating}), 2)`,
        count: sql<number>`count(*)::int`,
      })
      .from(productRatings)
      .where(inArray(productRatings.productId, productIds))
      .groupBy(productRatings.productId);
    for (const summary of summaries) {
      await setProductRating(tx, summary.productId, {
        rating: Number(summary.average),
        reviewsCount: summary.count,
      });
    }
  });
}
