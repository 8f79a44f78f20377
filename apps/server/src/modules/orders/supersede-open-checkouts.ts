/**
 * At most one open checkout per shopper: inside the new checkout's transaction, a
 * per-user advisory lock serialises that shopper's checkouts (five parallel clicks queue up),
 * and every earlier open checkout of theirs is released under its row lock before the new one
 * reserves. Their provider sessions are closed after commit by the caller; one that gets paid
 * anyway is a late payment, which the lifecycle re-reserves or refunds.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { orders } from './schema.ts';
import { holdsReservedStock, releaseReservation } from './order-lifecycle.ts';

export type SupersededCheckout = {
  orderId: string;
  paymentProvider: string;
  checkoutSessionId: string | null;
};

export async function lockCheckoutsOfUser(tx: Db, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_KEYS.checkoutsOfUser}, hashtext(${userId}))`,
  );
}

export async function supersedeOpenCheckouts(
  tx: Db,
  userId: string,
): Promise<SupersededCheckout[]> {
  const open = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), holdsReservedStock()))
    .orderBy(orders.id)
    .for('update');
  const superseded: SupersededCheckout[] = [];
  for (const order of open) {
    if (await releaseReservation(tx, order, 'cancelled')) {
      superseded.push({
        orderId: order.id,
        paymentProvider: order.paymentProvider,
        checkoutSessionId: order.checkoutSessionId,
      });
    }
  }
  return superseded;
}
