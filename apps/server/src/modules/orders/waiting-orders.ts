/** Paid orders the maker has not completed (nor cancelled) yet, oldest payment first. */
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import type { WaitingOrder } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';

const isWaiting = and(
  eq(orders.paymentStatus, 'paid'),
  notInArray(orders.status, ['completed', 'cancelled']),
);

export async function listWaitingOrders(
  db: Db,
  limit: number,
): Promise<{ items: WaitingOrder[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        customerEmail: orders.customerEmail,
        totalCents: orders.totalCents,
        paidAt: orders.paidAt,
        // Qualified by hand: without a join drizzle writes bare column names, and a bare "id"
        // inside the subquery would mean order_items.id.
        units: sql<string>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders}."id")`,
      })
      .from(orders)
      .where(isWaiting)
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(limit),
    db.select({ value: count() }).from(orders).where(isWaiting),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      units: Number(row.units),
      paidAt: new Date(row.paidAt ?? 0).toISOString(),
    })),
    total: Number(totalRow?.value ?? 0),
  };
}
