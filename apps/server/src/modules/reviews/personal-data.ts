/**
 * A person's reviews: an approved review stays on its product with the text the maker approved,
 * its photos and stars, signed "A customer" (the address replaced); a review still waiting or
 * rejected is deleted. The opt-out from review requests goes with the account.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { PRIVACY } from '@shop/shared/privacy';
import type { Db } from '../../db/client.ts';
import { replaceWords } from '../../db/replace-words.ts';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';
import { productReviews, reviewRequestOptOuts } from './schema.ts';

/** The products whose approved review by this person stays (their stars stay with it). */
/** Shorter names would rewrite unrelated words. */
const MIN_WORD_CHARS = 3;

export async function keptReviewProductIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: productReviews.productId })
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.state, 'approved')));
  return rows.map((row) => row.productId);
}

export const reviewsPersonalData: PersonalDataOwner = {
  module: 'reviews',
  holds: {
    product_reviews: {
      author_name: 'replaced by "A customer" on an approved review; other reviews deleted',
      author_email: 'replaced by the deleted-…@deleted.invalid address',
      title:
        'kept as the maker approved it, their name and address in it replaced; other reviews deleted',
      body: 'kept as the maker approved it, their name and address in it replaced; other reviews deleted',
      photos: 'kept with an approved review; other reviews deleted',
      reject_reason: 'deleted with the rejected review',
      reply: 'kept with an approved review (the maker’s public answer)',
    },
    review_request_opt_outs: { user_id: 'deleted' },
  },
  async exportFor(db, { userId }) {
    const reviews = await db
      .select({
        productId: productReviews.productId,
        productName: productReviews.productName,
        orderId: productReviews.orderId,
        authorName: productReviews.authorName,
        authorEmail: productReviews.authorEmail,
        title: productReviews.title,
        body: productReviews.body,
        photos: productReviews.photos,
        state: productReviews.state,
        reply: productReviews.reply,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .where(eq(productReviews.userId, userId));
    return { reviews };
  },
  async erase(tx, person, anonymous) {
    const { userId } = person;
    await tx
      .delete(productReviews)
      .where(and(eq(productReviews.userId, userId), ne(productReviews.state, 'approved')));
    // Their name or address written into the kept text becomes "A customer".
    const words = [...person.emails, ...person.names, ...person.streets]
      .filter((word) => word.length >= MIN_WORD_CHARS)
      .map((word) => [word, PRIVACY.deletedReviewer] as const);
    await tx
      .update(productReviews)
      .set({
        authorName: PRIVACY.deletedReviewer,
        authorEmail: anonymous.email,
        title: replaceWords(sql`${productReviews.title}`, words),
        body: replaceWords(sql`${productReviews.body}`, words),
        reply: replaceWords(sql`${productReviews.reply}`, words),
      })
      .where(eq(productReviews.userId, userId));
    await tx.delete(reviewRequestOptOuts).where(eq(reviewRequestOptOuts.userId, userId));
  },
};
