/** The catalog's part of the sitemap: live products with their last change, and the listing's. */
import { max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { onSale } from './on-sale.ts';

export async function listSitemapProducts(db: Db): Promise<{
  rows: { id: string; category: string; updatedAt: Date }[];
  catalogChangedAt: Date | null;
}> {
  const rows = await db
    .select({ id: products.id, category: products.category, updatedAt: products.updatedAt })
    .from(products)
    .where(onSale())
    .orderBy(products.createdAt, products.id);
  // Deleting a product (a soft delete, so an update) changes the listing too: deleted rows count.
  const [latest] = await db.select({ at: max(products.updatedAt) }).from(products);
  return { rows, catalogChangedAt: latest?.at ?? null };
}
