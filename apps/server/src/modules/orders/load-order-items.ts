/** The item snapshots of some orders in one query, grouped by order id. */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems } from './schema.ts';
import type { OrderItemRow } from './to-order-dto.ts';

export async function loadOrderItems(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}
