/** The products a shopper saved: deleted with the account. */
import { eq } from 'drizzle-orm';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';
import { wishlists } from './schema.ts';

export const wishlistPersonalData: PersonalDataOwner = {
  module: 'wishlist',
  holds: { wishlists: { user_id: 'deleted' } },
  async exportFor(db, { userId }) {
    const wishlist = await db
      .select({ productId: wishlists.productId, createdAt: wishlists.createdAt })
      .from(wishlists)
      .where(eq(wishlists.userId, userId));
    return { wishlist };
  },
  async erase(tx, { userId }) {
    await tx.delete(wishlists).where(eq(wishlists.userId, userId));
  },
};
