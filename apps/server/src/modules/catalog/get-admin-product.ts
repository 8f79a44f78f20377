/** One live product as the inventory shows it, or null (unknown, malformed or deleted id). */
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { getProduct } from './get-product.ts';
import type { CatalogDependents } from './dependents.ts';
import { withWishlistCounts } from './to-admin-product.ts';

export async function getAdminProduct(
  db: Db,
  dependents: Pick<CatalogDependents, 'countsByProduct'>,
  id: string,
): Promise<AdminProduct> {
  const product = await getProduct(db, id, { includeUnreleased: true });
  if (!product) throw notFound('Product not found');
  const [item] = await withWishlistCounts(db, dependents, [product]);
  return item!;
}
