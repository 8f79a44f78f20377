/**
 * Every order for the admin panel, newest first, with the customer's email (the order's snapshot). `search` matches
 * the start of an order id (what the shop shows as 'Order #1a2b3c4d') or part of an email.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrderList, AdminOrderListParams } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';
import { containsPattern, escapeLikePattern } from '../../db/escape-like.ts';
import { loadOrderItems } from './load-order-items.ts';
import { toOrderDto } from './to-order-dto.ts';

function filters({ search, status }: Pick<AdminOrderListParams, 'search' | 'status'>) {
  const conditions: SQL[] = [];
  if (search) {
    conditions.push(
      or(
        ilike(orders.id, `${escapeLikePattern(search.replace(/^#/, ''))}%`),
        ilike(orders.customerEmail, containsPattern(search)),
      )!,
    );
  }
  if (status) conditions.push(eq(orders.status, status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAllOrders(db: Db, params: AdminOrderListParams): Promise<AdminOrderList> {
  const where = filters(params);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ order: orders })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const items = await loadOrderItems(
    db,
    rows.map((r) => r.order.id),
  );
  return {
    items: rows.map(({ order }): AdminOrder => ({
      ...toOrderDto(order, items.get(order.id) ?? []),
      customerEmail: order.customerEmail,
      cancelledBy: order.cancelledByEmail,
    })),
    total: Number(totalRow?.total ?? 0),
    page: params.page,
    pageSize: params.pageSize,
  };
}

/** One order with its customer's email, or null. */
export async function getAdminOrder(db: Db, orderId: string): Promise<AdminOrder | null> {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;
  const items = await loadOrderItems(db, [orderId]);
  return {
    ...toOrderDto(row.order, items.get(orderId) ?? []),
    customerEmail: row.order.customerEmail,
    cancelledBy: row.order.cancelledByEmail,
  };
}
