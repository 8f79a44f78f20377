/**
 * A product's one rating: the average, the count and how many gave each number of stars, all
 * from this module's table. A star-only rating and a verified review's stars are the same kind
 * of row (a review sets its author's rating), so each customer counts once. The product row's
 * stored average and count (what cards and the listing read) are recomputed from the same rows
 * in the rating's transaction (`rate-product.ts`), so the card, the product page's top line,
 * its Reviews section and the JSON-LD all give the same figures.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productRatings } from './schema.ts';

export type RatingSummary = {
  /** The average to two decimals, as stored on the product (0 without ratings). */
  average: number;
  count: number;
  /** How many ratings gave 1…5 stars: index 0 is one star. */
  distribution: number[];
};

export async function ratingSummaryOf(db: Db, productId: string): Promise<RatingSummary> {
  const rows = await db
    .select({ stars: productRatings.rating, count: sql<number>`count(*)::int` })
    .from(productRatings)
    .where(eq(productRatings.productId, productId))
    .groupBy(productRatings.rating);
  const distribution = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (const row of rows) {
    if (row.stars < 1 || row.stars > 5) continue;
    distribution[row.stars - 1]! += row.count;
    count += row.count;
    sum += row.stars * row.count;
  }
  // Rounded as PostgreSQL's round(avg(rating), 2) rounds the stored one: half away from zero.
  const average = count ? Math.round((sum / count) * 100) / 100 : 0;
  return { average, count, distribution };
}
