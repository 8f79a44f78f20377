/** Reads an order row and locks it until the caller's transaction ends (payment transitions). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/first-row.ts';
import { orders } from './schema.ts';
import type { OrderRow } from './to-order-dto.ts';

export async function lockOrderBySession(tx: Db, sessionId: string): Promise<OrderRow | null> {
  return firstRow(
    tx.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)).for('update'),
  );
}

export async function lockOrderById(tx: Db, orderId: string): Promise<OrderRow | null> {
  return firstRow(tx.select().from(orders).where(eq(orders.id, orderId)).for('update'));
}
