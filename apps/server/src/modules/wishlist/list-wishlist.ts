/**
 * A shopper's wishlist as product ids, newest first. Entries of products that have since been
 * removed from the shop are left out, so the badge counts only what the wishlist page can show.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlists } from './schema.ts';
import { getProductsByIds } from '../catalog/index.ts';

export async function listWishlist(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlists.productId })
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.productId));
  if (rows.length === 0) return [];
  const live = await getProductsByIds(
    db,
    rows.map((r) => r.productId),
  );
  return live.map((p) => p.id);
}
