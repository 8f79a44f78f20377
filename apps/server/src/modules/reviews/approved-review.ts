/**
 * A review brought in already approved (the demo shop's), held to a buyer's rules: the customer
 * must have paid for the product (the review names that order and shows the name on it, as
 * write-review.ts does), and its stars become their rating of the product in the same
 * transaction. The order is marked as asked, so no review request mail goes out for it.
 */
import { REVIEW_MESSAGES } from '@shop/shared/schemas/review';
import type { Db } from '../../db/client.ts';
import { getProduct } from '../catalog/index.ts';
import { findPaidPurchase } from '../orders/index.ts';
import { rateProduct } from '../ratings/index.ts';
import { displayAuthorName } from './review-dto.ts';
import { productReviews, reviewRequests } from './schema.ts';

export type ApprovedReview = {
  userId: string;
  productId: string;
  stars: number;
  title: string;
  text: string;
  /** When the customer wrote it. */
  writtenAt: Date;
  /** The maker's public answer, and when it was given. */
  reply?: { text: string; at: Date };
};

export async function addApprovedReview(db: Db, review: ApprovedReview): Promise<void> {
  const { userId, productId } = review;
  const product = await getProduct(db, productId, { includeUnreleased: true });
  if (!product) throw new Error(`No product ${productId}`);
  const purchase = await findPaidPurchase(db, { userId, productId });
  if (!purchase) throw new Error(`${REVIEW_MESSAGES.onlyBuyers} (${product.name})`);
  await db.transaction(async (tx) => {
    await tx.insert(productReviews).values({
      productId,
      userId,
      productName: product.name,
      orderId: purchase.orderId,
      variantLabel: purchase.variantLabel,
      authorName: displayAuthorName(purchase.customerName),
      authorEmail: purchase.customerEmail,
      title: review.title,
      body: review.text,
      state: 'approved',
      reply: review.reply?.text ?? null,
      repliedAt: review.reply?.at ?? null,
      createdAt: review.writtenAt,
      updatedAt: review.writtenAt,
    });
    await rateProduct(tx, { userId, productId, rating: review.stars });
    await tx.insert(reviewRequests).values({ orderId: purchase.orderId }).onConflictDoNothing();
  });
}
