/** The email of the customer who placed an order (its snapshot, for the confirmation mail), or null. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';

export async function getOrderCustomerEmail(db: Db, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.email ?? null;
}
