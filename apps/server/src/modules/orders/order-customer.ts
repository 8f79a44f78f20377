/** The email of the customer who placed an order (confirmation mail), or null. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, user } from '../../db/schema.ts';

export async function getOrderCustomerEmail(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: user.email })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.email ?? null;
}
