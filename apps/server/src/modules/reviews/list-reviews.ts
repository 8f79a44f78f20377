/**
 * The approved reviews of a product with the product's rating (average, count, how many gave
 * each number of stars, from every rating) and the number of reviews, sorted and paged. Rejected and pending reviews never leave this module.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  REVIEW_PAGE_SIZE,
  type ReviewList,
  type ReviewSort,
  type ReviewSummary,
} from '@shop/shared/schemas/review';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { getProduct } from '../catalog/index.ts';
import { ratingSummaryOf } from '../ratings/index.ts';
import { reviewColumns, reviewStars } from './review-columns.ts';
import { toPublicReview } from './review-dto.ts';
import { productReviews } from './schema.ts';

const ORDER_BY: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(productReviews.createdAt), desc(productReviews.id)],
  highest: [desc(reviewStars), desc(productReviews.createdAt), desc(productReviews.id)],
  lowest: [asc(reviewStars), desc(productReviews.createdAt), desc(productReviews.id)],
  photos: [
    desc(sql`jsonb_array_length(${productReviews.photos}) > 0`),
    desc(productReviews.createdAt),
    desc(productReviews.id),
  ],
};

const approvedOf = (productId: string) =>
  and(eq(productReviews.productId, productId), eq(productReviews.state, 'approved'));

/**
 * The product's one rating (every customer's stars, written review or not, counted once) and
 * how many written reviews the maker approved.
 */
export async function getReviewSummary(db: Db, productId: string): Promise<ReviewSummary> {
  const [rating, [approved]] = await Promise.all([
    ratingSummaryOf(db, productId),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(productReviews)
      .where(approvedOf(productId)),
  ]);
  return { ...rating, reviewCount: approved?.count ?? 0 };
}

export async function listReviews(
  db: Db,
  { productId, sort, page }: { productId: string; sort: ReviewSort; page: number },
): Promise<ReviewList> {
  if (!(await getProduct(db, productId))) throw notFound('Product not found');
  const summary = await getReviewSummary(db, productId);
  const pageCount = Math.max(1, Math.ceil(summary.reviewCount / REVIEW_PAGE_SIZE));
  const rows = await db
    .select(reviewColumns)
    .from(productReviews)
    .where(approvedOf(productId))
    .orderBy(...ORDER_BY[sort])
    .limit(REVIEW_PAGE_SIZE)
    .offset((page - 1) * REVIEW_PAGE_SIZE);
  return { summary, reviews: rows.map(toPublicReview), page, pageCount };
}
