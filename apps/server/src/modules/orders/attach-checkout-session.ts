/**
 * Step two of checkout: the provider's session exists, so the order now awaits payment and
 * remembers the session id. Only a still-pending order moves; false otherwise.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';

export async function attachCheckoutSession(
  db: Db,
  { orderId, sessionId }: { orderId: string; sessionId: string },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ checkoutSessionId: sessionId, paymentStatus: 'awaiting_payment' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
    .returning({ id: orders.id });
  return rows.length === 1;
}
