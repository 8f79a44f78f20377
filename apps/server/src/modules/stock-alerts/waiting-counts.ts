/** How many addresses wait for each product (the inventory table's column). */
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
