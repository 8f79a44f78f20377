/**
 * Removes a product from the shop. A soft delete: past orders keep their item snapshots (and the
 * image files they show), carts and wishlists learn the product is gone, listings skip it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isProductId } from './product-id.ts';

export async function deleteProduct(db: Db, id: string): Promise<void> {
  if (!isProductId(id)) throw notFound('Product not found');
  const deleted = await db
    .update(products)
    .set({ deletedAt: new Date(), featured: false })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (deleted.length === 0) throw notFound('Product not found');
}
