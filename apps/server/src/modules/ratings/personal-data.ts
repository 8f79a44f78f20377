/**
 * A shopper's star ratings: deleted with the account, except the stars of a review the shop keeps
 * (a review's stars are its author's rating): those stay, anonymous, with the review.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';
import { productRatings } from './schema.ts';

/** The products whose rating by this person backs a review that is kept after deletion. */
export type KeptRatings = (db: Db, userId: string) => Promise<string[]>;

export function ratingsPersonalData(keptRatings: KeptRatings): PersonalDataOwner {
  return {
    module: 'ratings',
    holds: { product_ratings: { user_id: 'deleted, but for the stars of a kept review' } },
    async exportFor(db, { userId }) {
      const ratings = await db
        .select({
          productId: productRatings.productId,
          rating: productRatings.rating,
          createdAt: productRatings.createdAt,
          updatedAt: productRatings.updatedAt,
        })
        .from(productRatings)
        .where(eq(productRatings.userId, userId));
      return { ratings };
    },
    async erase(tx, { userId }) {
      const kept = await keptRatings(tx, userId);
      await tx
        .delete(productRatings)
        .where(
          and(
            eq(productRatings.userId, userId),
            kept.length ? notInArray(productRatings.productId, kept) : undefined,
          ),
        );
    },
  };
}
