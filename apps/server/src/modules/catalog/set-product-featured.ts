/** The Featured / Make Featured toggle of the inventory table. */
import { and, eq, isNull } from 'drizzle-orm';
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isProductId } from './product-id.ts';
import type { CatalogDependents } from './dependents.ts';
import { getAdminProduct } from './get-admin-product.ts';

export async function setProductFeatured(
  db: Db,
  dependents: Pick<CatalogDependents, 'countsByProduct'>,
  id: string,
  featured: boolean,
): Promise<AdminProduct> {
  if (!isProductId(id)) throw notFound('Product not found');
  const updated = await db
    .update(products)
    .set({ featured })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (updated.length === 0) throw notFound('Product not found');
  return getAdminProduct(db, dependents, id);
}
