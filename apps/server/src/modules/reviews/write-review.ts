/**
 * A buyer writes or edits their one review of a product. Only a customer with a paid order
 * containing the product may; the review's stars become their rating of the product (the ratings
 * module's one rating per customer and product) in the same transaction. A new review starts
 * Pending and the maker gets a mail through the outbox; an edit goes back to Pending.
 */
import { and, eq } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  type MyReview,
  type ReviewInput,
  reviewInputSchema,
} from '@shop/shared/schemas/review';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { getProduct } from '../catalog/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { makerEmail } from '../accounts/index.ts';
import { findPaidPurchase } from '../orders/index.ts';
import { rateProduct } from '../ratings/index.ts';
import { displayAuthorName } from './review-dto.ts';
import { newReviewOwnerMail } from './review-mails.ts';
import { reviewPhotoRecords } from './review-photos.ts';
import { getMyReview } from './my-review.ts';
import { productReviews } from './schema.ts';

type WriteOptions = { userId: string; productId: string; input: ReviewInput };

/** The product (404 when unknown or deleted) and the buyer's paid purchase of it (else 403). */
export async function requireBuyer(
  ctx: Pick<AppContext, 'db'>,
  { userId, productId }: { userId: string; productId: string },
) {
  const product = await getProduct(ctx.db, productId);
  if (!product) throw notFound('Product not found');
  const purchase = await findPaidPurchase(ctx.db, { userId, productId });
  if (!purchase) throw forbidden(REVIEW_MESSAGES.onlyBuyers);
  return { product, purchase };
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
};

export async function createReview(
  ctx: Pick<AppContext, 'db' | 'config' | 'storage' | 'outbox'>,
  { userId, productId, input }: WriteOptions,
): Promise<MyReview> {
  const { product, purchase } = await requireBuyer(ctx, { userId, productId });
  const data = reviewInputSchema.parse(input);
  const photos = reviewPhotoRecords(ctx.storage, data.photos);
  const authorName = displayAuthorName(purchase.customerName);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(productReviews).values({
        productId,
        userId,
        productName: product.name,
        orderId: purchase.orderId,
        variantLabel: purchase.variantLabel,
        authorName,
        authorEmail: purchase.customerEmail,
        title: data.title,
        body: data.text,
        photos,
      });
      await rateProduct(tx, { userId, productId, rating: data.stars });
      const to = await makerEmail(tx, ctx.config);
      if (to) {
        await enqueueMail(
          tx,
          'owner_new_review',
          newReviewOwnerMail({
            to,
            publicUrl: ctx.config.publicUrl,
            productName: product.name,
            authorName,
            stars: data.stars,
            title: data.title,
            text: data.text,
          }),
        );
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
  ctx.outbox.kick();
  return getMyReview(ctx, { userId, productId });
}

export async function updateReview(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  { userId, productId, input }: WriteOptions,
): Promise<MyReview> {
  await requireBuyer(ctx, { userId, productId });
  const data = reviewInputSchema.parse(input);
  const photos = reviewPhotoRecords(ctx.storage, data.photos);
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(productReviews)
      .set({
        title: data.title,
        body: data.text,
        photos,
        state: 'pending',
        rejectReason: null,
      })
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
      .returning({ id: productReviews.id });
    if (updated.length === 0) throw notFound('You have not reviewed this item yet');
    await rateProduct(tx, { userId, productId, rating: data.stars });
  });
  return getMyReview(ctx, { userId, productId });
}
