/**
 * One order of one customer, by id or by its checkout session id. Another customer's order is
 * simply not found: its existence is not revealed.
 */
import { and, eq } from 'drizzle-orm';
import type { Order } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';
import { loadOrderItems } from './load-order-items.ts';
import { toOrderDto, type OrderRow } from './to-order-dto.ts';

async function withItems(db: Db, row: OrderRow | undefined): Promise<Order | null> {
  if (!row) return null;
  const items = await loadOrderItems(db, [row.id]);
  return toOrderDto(row, items.get(row.id) ?? []);
}

export async function getOrderOfUser(
  db: Db,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return withItems(db, row);
}

export async function getOrderOfUserBySession(
  db: Db,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.checkoutSessionId, sessionId), eq(orders.userId, userId)))
    .limit(1);
  return withItems(db, row);
}

/** Any order with its items (for mails and the payment side); no ownership check. */
export async function getOrderById(db: Db, orderId: string): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return withItems(db, row);
}
