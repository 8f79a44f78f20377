/**
 * Sales figures over a window for the dashboard: paid orders (cancelled ones left out) grouped
 * by the UTC day or month they were paid, and the best-selling products of the same window.
 */
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';

export type SalesWindow = { from: Date; to: Date; granularity: 'day' | 'month' };

const inWindow = ({ from, to }: SalesWindow) =>
  and(
    eq(orders.paymentStatus, 'paid'),
    ne(orders.status, 'cancelled'),
    gte(orders.paidAt, from),
    lt(orders.paidAt, to),
  );

/** period (YYYY-MM-DD or YYYY-MM) → revenue and order count; periods without sales are absent. */
export async function salesByPeriod(db: Db, window: SalesWindow) {
  // A literal, not a parameter: GROUP BY must see the very same expression as the SELECT.
  const format = sql.raw(window.granularity === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`);
  const period = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', ${format})`;
  const rows = await db
    .select({
      period,
      revenueCents: sql<string>`coalesce(sum(${orders.totalCents}), 0)`,
      orders: sql<string>`count(*)`,
    })
    .from(orders)
    .where(inWindow(window))
    .groupBy(period);
  return new Map(
    rows.map((row) => [
      row.period,
      { revenueCents: Number(row.revenueCents), orders: Number(row.orders) },
    ]),
  );
}

export async function topProductsInWindow(db: Db, window: SalesWindow, limit: number) {
  const units = sql<string>`sum(${orderItems.quantity})`;
  const revenue = sql<string>`sum(${orderItems.quantity} * ${orderItems.priceCents})`;
  const rows = await db
    .select({
      productId: orderItems.productId,
      // The newest snapshot's name, in case the product was renamed between orders.
      name: sql<string>`(array_agg(${orderItems.productName} order by ${orders.paidAt} desc))[1]`,
      units,
      revenueCents: revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inWindow(window))
    .groupBy(orderItems.productId)
    .orderBy(sql`${revenue} desc`, sql`${units} desc`, orderItems.productId)
    .limit(limit);
  return rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    units: Number(row.units),
    revenueCents: Number(row.revenueCents),
  }));
}
