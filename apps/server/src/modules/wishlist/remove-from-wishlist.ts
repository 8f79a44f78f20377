/** Removes a product from the caller's own wishlist; removing what is not there is a no-op. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlists } from './schema.ts';
import { listWishlist } from './list-wishlist.ts';

export async function removeFromWishlist(
  db: Db,
  { userId, productId }: { userId: string; productId: string },
): Promise<string[]> {
  await db
    .delete(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)));
  return listWishlist(db, userId);
}
