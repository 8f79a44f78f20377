/** Products' names by id, deleted ones included (reports name what was looked at back then). */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isProductId } from './product-id.ts';
import { products } from './schema.ts';

export async function productNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter(isProductId);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
