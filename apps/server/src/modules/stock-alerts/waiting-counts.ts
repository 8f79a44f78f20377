/**
 * How many addresses wait: per product (the inventory table's column, every variant counted)
 * and per product and variant (the dashboard's low-stock rows).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stockAlerts } from './schema.ts';

/** The key of `countWaitingByVariant`'s answer: a variant's id, or a plain product's id. */
export const waitingKey = (productId: string, variantId: string | null) => variantId ?? productId;

/** Waiting addresses of these products, added up under the key each (product, variant) gets. */
async function countWaiting(
  db: Db,
  productIds: string[],
  keyOf: (row: { productId: string; variantId: string | null }) => string,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (productIds.length === 0) return counts;
  const rows = await db
    .select({
      productId: stockAlerts.productId,
      variantId: stockAlerts.variantId,
      value: count(),
    })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.productId, productIds), eq(stockAlerts.status, 'waiting')))
    .groupBy(stockAlerts.productId, stockAlerts.variantId);
  for (const row of rows) {
    const key = keyOf(row);
    counts.set(key, (counts.get(key) ?? 0) + Number(row.value));
  }
  return counts;
}

/** Per product, every variant counted. */
export const countWaitingByProduct = (db: Db, productIds: string[]) =>
  countWaiting(db, productIds, (row) => row.productId);

/** Per variant (keyed by variant id) and per plain product (keyed by product id, no variant). */
export const countWaitingByVariant = (db: Db, productIds: string[]) =>
  countWaiting(db, productIds, (row) => waitingKey(row.productId, row.variantId));
