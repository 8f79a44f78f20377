/**
 * A product's name and stock, for modules that act on stock changes (stock alerts). Optionally
 * under the row's lock, inside the caller's transaction, so a restock cannot slip in between.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';

export type ProductStockState = { id: string; name: string; stock: number; deletedAt: Date | null };

export async function getProductStockState(
  db: Db,
  { productId, isLocked = false }: { productId: string; isLocked?: boolean },
): Promise<ProductStockState | null> {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  const [row] = isLocked ? await query.for('update') : await query;
  return row ?? null;
}
