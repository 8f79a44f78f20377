/**
 * Every order for the admin panel, newest first, with the customer's email (the order's snapshot). `search` matches
 * the start of an order id (what the shop shows as 'Order #1a2b3c4d') or part of an email.
 */
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrderList, AdminOrderListParams } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';
import { containsPattern, escapeLikePattern } from '../../db/escape-like.ts';
import { readPage } from '../../db/paging.ts';
import { loadOrderItems } from './load-order-items.ts';
import { toOrderDto } from './to-order-dto.ts';
import { loadOrderPayments } from './load-order-payments.ts';

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
  const { rows, ...paging } = await readPage(db, {
    rows: db
      .select({ order: orders })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    table: orders,
    where,
    page: params.page,
    pageSize: params.pageSize,
  });
  const ids = rows.map((r) => r.order.id);
  const [items, payments] = await Promise.all([
    loadOrderItems(db, ids),
    loadOrderPayments(db, ids),
  ]);
  return {
    items: rows.map(({ order }): AdminOrder => ({
      ...toOrderDto(order, items.get(order.id) ?? [], payments.get(order.id)),
      customerEmail: order.customerEmail,
      customerId: order.userId,
      cancelledBy: order.cancelledByEmail,
    })),
    ...paging,
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
  const [items, payments] = await Promise.all([
    loadOrderItems(db, [orderId]),
    loadOrderPayments(db, [orderId]),
  ]);
  return {
    ...toOrderDto(row.order, items.get(orderId) ?? [], payments.get(orderId)),
    customerEmail: row.order.customerEmail,
    customerId: row.order.userId,
    cancelledBy: row.order.cancelledByEmail,
  };
}
