/**
 * Whether a shopper placed a paid order at or after a moment (the carts module sends no cart
 * reminder to someone who bought since they last changed their cart).
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PAID_PAYMENT_STATUSES } from './order-lifecycle.ts';
import { orders } from './schema.ts';

export async function hasPaidOrderSince(
  db: Db,
  { userId, since }: { userId: string; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        gte(orders.createdAt, since),
        inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
