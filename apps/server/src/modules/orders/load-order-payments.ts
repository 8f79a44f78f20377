/** The payments of some orders paid in parts, in one query, grouped by order id, oldest first. */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderPayments } from './schema.ts';

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

export async function loadOrderPayments(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderPaymentRow[]>> {
  const byOrder = new Map<string, OrderPaymentRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, [...orderIds]))
    .orderBy(asc(orderPayments.paidAt), asc(orderPayments.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}
