/** An order's row by its checkout session id, for the payment side (no ownership check). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/first-row.ts';
import { orders } from './schema.ts';
import type { OrderRow } from './to-order-dto.ts';

export async function findOrderRowBySession(db: Db, sessionId: string): Promise<OrderRow | null> {
  return firstRow(db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)));
}

/** An order's row by id, for the payment side (no ownership check). */
export async function findOrderRowById(db: Db, orderId: string): Promise<OrderRow | null> {
  return firstRow(db.select().from(orders).where(eq(orders.id, orderId)));
}
