/**
 * One order of one customer, by id or by its checkout session id. Another customer's order is
 * simply not found: its existence is not revealed.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Order } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/first-row.ts';
import { orders } from './schema.ts';
import { loadOrderItems } from './load-order-items.ts';
import { toOrderDto } from './to-order-dto.ts';
import { loadOrderPayments } from './load-order-payments.ts';

/** The order the condition finds, with its items, or null. */
async function findWithItems(db: Db, where: SQL | undefined): Promise<Order | null> {
  const row = await firstRow(db.select().from(orders).where(where));
  if (!row) return null;
  const [items, payments] = await Promise.all([
    loadOrderItems(db, [row.id]),
    loadOrderPayments(db, [row.id]),
  ]);
  return toOrderDto(row, items.get(row.id) ?? [], payments.get(row.id));
}

export async function getOrderOfUser(
  db: Db,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<Order | null> {
  return findWithItems(db, and(eq(orders.id, orderId), eq(orders.userId, userId)));
}

export async function getOrderOfUserBySession(
  db: Db,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<Order | null> {
  return findWithItems(db, and(eq(orders.checkoutSessionId, sessionId), eq(orders.userId, userId)));
}

/** Any order with its items (for mails and the payment side); no ownership check. */
export async function getOrderById(db: Db, orderId: string): Promise<Order | null> {
  return findWithItems(db, eq(orders.id, orderId));
}
