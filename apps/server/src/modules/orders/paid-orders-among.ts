/**
 * Which of some orders are paid, with their total and the products on them (the analytics
 * module asks this of the checkouts it counted: a sale is a real paid order, never a guess).
 */
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PAID_PAYMENT_STATUSES } from './order-lifecycle.ts';
import { orderItems, orders } from './schema.ts';

export type PaidOrderSummary = { totalCents: number; productIds: string[] };

export async function paidOrdersAmong(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, PaidOrderSummary>> {
  const wanted = [...new Set(orderIds)];
  const paid = new Map<string, PaidOrderSummary>();
  if (wanted.length === 0) return paid;
  const rows = await db
    .select({ id: orders.id, totalCents: orders.totalCents })
    .from(orders)
    .where(
      and(inArray(orders.id, wanted), inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES])),
    );
  for (const row of rows) paid.set(row.id, { totalCents: row.totalCents, productIds: [] });
  if (paid.size === 0) return paid;
  const items = await db
    .select({ orderId: orderItems.orderId, productId: orderItems.productId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...paid.keys()]));
  for (const item of items) {
    const order = paid.get(item.orderId);
    if (order && !order.productIds.includes(item.productId)) order.productIds.push(item.productId);
  }
  return paid;
}
