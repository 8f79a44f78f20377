/**
 * The catalog's side of a drop: the drop that holds products sets when they go on sale (its
 * release), and lets them go (on sale at once) when they leave it or it is deleted.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { isProductId } from './product-id.ts';

/** `launchAt` null: on sale now. Unknown ids are ignored; answers the ids that exist. */
export async function setProductsLaunch(
  tx: Db,
  { productIds, launchAt }: { productIds: readonly string[]; launchAt: Date | null },
): Promise<string[]> {
  const ids = [...new Set(productIds)].filter(isProductId);
  if (ids.length === 0) return [];
  const rows = await tx
    .update(products)
    .set({ launchAt })
    .where(inArray(products.id, ids))
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}
