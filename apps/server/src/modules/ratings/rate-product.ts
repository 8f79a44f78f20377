/**
 * A shopper rates a product 1-5 (rating again replaces the earlier rating). In the same
 * transaction the product's average (two decimals) and count are recomputed from all ratings;
 * the product row is locked first so concurrent ratings of one product cannot miss each other.
 */
import { eq, sql } from 'drizzle-orm';
import type { RatingResult } from '@shop/shared/schemas/account';
import type { Db } from '../../db/client.ts';
import { productRatings } from './schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { lockLiveProduct, setProductRating } from '../catalog/index.ts';

export async function rateProduct(
  db: Db,
  { userId, productId, rating }: { userId: string; productId: string; rating: number },
): Promise<RatingResult> {
  return db.transaction(async (tx) => {
    if (!(await lockLiveProduct(tx, productId))) throw notFound('Product not found');
    await tx
      .insert(productRatings)
      .values({ productId, userId, rating })
      .onConflictDoUpdate({
        target: [productRatings.productId, productRatings.userId],
        set: { rating, updatedAt: new Date() },
      });
    const [summary] = await tx
      .select({
        average: sql<string>`round(avg(${productRatings.rating}), 2)`,
        count: sql<number>`count(*)::int`,
      })
      .from(productRatings)
      .where(eq(productRatings.productId, productId));
    const result = { rating: Number(summary?.average ?? 0), reviewsCount: summary?.count ?? 0 };
    await setProductRating(tx, productId, result);
    return { ...result, myRating: rating };
  });
}
