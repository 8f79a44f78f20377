/** For the admin's inventory table: how many shoppers keep each product on their wishlist. */
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlists } from './schema.ts';

export async function countWishlistsByProduct(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: wishlists.productId, value: count() })
    .from(wishlists)
    .where(inArray(wishlists.productId, [...productIds]))
    .groupBy(wishlists.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.value)]));
}
