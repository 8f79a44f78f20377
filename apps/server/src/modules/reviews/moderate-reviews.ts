/**
 * The maker's side: every review (filtered by state and product, newest first), and the three
 * moderation acts: approve, reject with a private reason, and one public reply per review.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminReview, AdminReviewList, ReviewState } from '@shop/shared/schemas/review';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { reviewColumns } from './review-columns.ts';
import { toAdminReview } from './review-dto.ts';
import { productReviews } from './schema.ts';

const ADMIN_PAGE_SIZE = 20;

const adminColumns = {
  ...reviewColumns,
  state: productReviews.state,
  rejectReason: productReviews.rejectReason,
  productId: productReviews.productId,
  productName: productReviews.productName,
  authorEmail: productReviews.authorEmail,
  updatedAt: productReviews.updatedAt,
};

export async function listAdminReviews(
  db: Db,
  { state, productId, page }: { state?: ReviewState; productId?: string; page: number },
): Promise<AdminReviewList> {
  const filters: SQL[] = [];
  if (state) filters.push(eq(productReviews.state, state));
  if (productId) filters.push(eq(productReviews.productId, productId));
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(productReviews)
    .where(where);
  const rows = await db
    .select(adminColumns)
    .from(productReviews)
    .where(where)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return {
    reviews: rows.map(toAdminReview),
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    total,
  };
}

async function updateReview(
  db: Db,
  reviewId: string,
  set: Partial<typeof productReviews.$inferInsert>,
): Promise<AdminReview> {
  const [updated] = await db
    .update(productReviews)
    .set(set)
    .where(eq(productReviews.id, reviewId))
    .returning({ id: productReviews.id });
  if (!updated) throw notFound('Review not found');
  const [row] = await db
    .select(adminColumns)
    .from(productReviews)
    .where(eq(productReviews.id, reviewId));
  return toAdminReview(row!);
}

export const approveReview = (db: Db, { reviewId }: { reviewId: string }) =>
  updateReview(db, reviewId, { state: 'approved', rejectReason: null });

export const rejectReview = (db: Db, { reviewId, reason }: { reviewId: string; reason: string }) =>
  updateReview(db, reviewId, { state: 'rejected', rejectReason: reason });

/** Sets (or rewrites) the one public reply from the maker. */
export const replyToReview = (db: Db, { reviewId, reply }: { reviewId: string; reply: string }) =>
  updateReview(db, reviewId, { reply, repliedAt: new Date() });

/** Removes the maker's reply. */
export const removeReviewReply = (db: Db, { reviewId }: { reviewId: string }) =>
  updateReview(db, reviewId, { reply: null, repliedAt: null });
