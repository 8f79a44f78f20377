/** Figures for the admin dashboard: revenue of paid orders and order counts. */
import { count, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';

export type OrderStats = {
  /** Sum of the totals of paid orders, in cents. */
  paidRevenueCents: number;
  /** Every order ever placed, paid or not. */
  ordersCount: number;
  paidOrdersCount: number;
};

export async function getOrderStats(db: Db): Promise<OrderStats> {
  const [row] = await db
    .select({
      ordersCount: count(),
      paidOrdersCount: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'paid')`,
      paidRevenueCents: sum(
        sql`case when ${orders.paymentStatus} = 'paid' then ${orders.totalCents} else 0 end`,
      ),
    })
    .from(orders);
  return {
    paidRevenueCents: Number(row?.paidRevenueCents ?? 0),
    ordersCount: Number(row?.ordersCount ?? 0),
    paidOrdersCount: Number(row?.paidOrdersCount ?? 0),
  };
}

/** Revenue of paid orders, in cents. */
export async function paidRevenueCents(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sum(orders.totalCents) })
    .from(orders)
    .where(eq(orders.paymentStatus, 'paid'));
  return Number(row?.total ?? 0);
}
