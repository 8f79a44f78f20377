/** The inventory table's product: the catalog's product plus its wishlist and waiting counts. */
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import type { Product } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { countWaitingByProduct } from '../stock-alerts/waiting-counts.ts';
import { countWishlistsByProduct } from '../wishlist/wishlist-counts.ts';

export async function withWishlistCounts(db: Db, items: Product[]): Promise<AdminProduct[]> {
  const ids = items.map((p) => p.id);
  const counts = await countWishlistsByProduct(db, ids);
  const waiting = await countWaitingByProduct(db, ids);
  return items.map((p) => ({
    ...p,
    wishlistCount: counts.get(p.id) ?? 0,
    waitingCount: waiting.get(p.id) ?? 0,
  }));
}
