/** Adds a product to the caller's wishlist (adding it twice changes nothing). */
import type { Db } from '../../db/client.ts';
import { wishlists } from './schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { getProduct } from '../catalog/index.ts';
import { listWishlist } from './list-wishlist.ts';

export async function addToWishlist(
  db: Db,
  { userId, productId }: { userId: string; productId: string },
): Promise<string[]> {
  const product = await getProduct(db, productId);
  if (!product) throw notFound('Product not found');
  await db.insert(wishlists).values({ userId, productId }).onConflictDoNothing();
  return listWishlist(db, userId);
}
