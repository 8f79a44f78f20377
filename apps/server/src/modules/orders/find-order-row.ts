/** An order's row by its checkout session id, for the payment side (no ownership check). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';
import type { OrderRow } from './to-order-dto.ts';

export async function findOrderRowBySession(db: Db, sessionId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, sessionId))
    .limit(1);
  return row ?? null;
}

/** An order's row by id, for the payment side (no ownership check). */
export async function findOrderRowById(db: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}
