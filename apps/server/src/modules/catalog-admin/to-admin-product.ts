/** The inventory table's product: the catalog's product plus its wishlist count. */
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import type { Product } from '@shop/shared/schemas/product';
import type { Database, Tx } from '../../db/client.ts';
import { countWishlistsByProduct } from '../wishlist/wishlist-counts.ts';

export async function withWishlistCounts(
  db: Database | Tx,
  items: Product[],
): Promise<AdminProduct[]> {
  const counts = await countWishlistsByProduct(
    db,
    items.map((p) => p.id),
  );
  return items.map((p) => ({ ...p, wishlistCount: counts.get(p.id) ?? 0 }));
}
