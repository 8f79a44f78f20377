/** The inventory table's product: the catalog's product plus its wishlist and waiting counts. */
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import type { Product } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import type { CatalogDependents } from './dependents.ts';

export async function withWishlistCounts(
  db: Db,
  dependents: Pick<CatalogDependents, 'countsByProduct'>,
  items: Product[],
): Promise<AdminProduct[]> {
  const counts = await dependents.countsByProduct(
    db,
    items.map((p) => p.id),
  );
  return items.map((p) => ({
    ...p,
    wishlistCount: counts.get(p.id)?.wishlistCount ?? 0,
    waitingCount: counts.get(p.id)?.waitingCount ?? 0,
  }));
}
