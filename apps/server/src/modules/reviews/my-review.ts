/** The caller's own review of a product (in any state) and whether they may write one. */
import { and, eq } from 'drizzle-orm';
import type { MyReview } from '@shop/shared/schemas/review';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { getProduct } from '../catalog/index.ts';
import { findPaidPurchase } from '../orders/index.ts';
import { reviewColumns } from './review-columns.ts';
import { toPublicReview } from './review-dto.ts';
import { productReviews } from './schema.ts';

export async function getMyReview(
  ctx: Pick<AppContext, 'db'>,
  { userId, productId }: { userId: string; productId: string },
): Promise<MyReview> {
  if (!(await getProduct(ctx.db, productId))) throw notFound('Product not found');
  const [row] = await ctx.db
    .select({ ...reviewColumns, state: productReviews.state })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)));
  const purchase = await findPaidPurchase(ctx.db, { userId, productId });
  return {
    canReview: purchase !== null,
    variantLabel: row?.variantLabel ?? purchase?.variantLabel ?? null,
    review: row ? { ...toPublicReview(row), state: row.state } : null,
  };
}
