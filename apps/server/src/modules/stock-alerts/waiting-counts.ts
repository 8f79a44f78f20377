/**
 * How many addresses wait: per product (the inventory table's column, every variant counted)
 * and per product and variant (the dashboard's low-stock rows).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stockAlerts } from './schema.ts';

export async function countWaitingByProduct(
  db: Db,
  productIds: string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: stockAlerts.productId, value: count() })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.productId, productIds), eq(stockAlerts.status, 'waiting')))
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.value)]));
}

/** The key of `countWaitingByVariant`'s answer: a variant's id, or a plain product's id. */
export const waitingKey = (productId: string, variantId: string | null) => variantId ?? productId;

/** Per variant (keyed by variant id) and per plain product (keyed by product id, no variant). */
export async function countWaitingByVariant(
  db: Db,
  productIds: string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: stockAlerts.productId,
      variantId: stockAlerts.variantId,
      value: count(),
    })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.productId, productIds), eq(stockAlerts.status, 'waiting')))
    .groupBy(stockAlerts.productId, stockAlerts.variantId);
  return new Map(rows.map((row) => [waitingKey(row.productId, row.variantId), Number(row.value)]));
}
