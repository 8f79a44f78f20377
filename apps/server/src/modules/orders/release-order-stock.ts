/**
 * The undo of checkout's reservation: an order that will not be paid (its session expired,
 * failed, or was cancelled) gives its units back. The conditional update on `stock_reserved`
 * makes it happen at most once, however many events, sweeps or clicks ask for it, and a paid
 * order never gives anything back.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { releaseStock } from '../catalog/stock.ts';

export type ReleaseOutcome = 'expired' | 'failed' | 'cancelled';

/** True when this call released the stock; false when there was nothing (left) to release. */
export async function releaseOrderStock(
  db: Database | Tx,
  orderId: string,
  outcome: ReleaseOutcome,
): Promise<boolean> {
  // On a transaction this nests as a savepoint; on the database it is its own transaction.
  return db.transaction(async (tx) => {
    const released = await tx
      .update(orders)
      .set({ stockReserved: false, paymentStatus: outcome, status: 'cancelled' })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.stockReserved, true),
          ne(orders.paymentStatus, 'paid'),
        ),
      )
      .returning({ id: orders.id });
    if (released.length === 0) return false;
    const items = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productId));
    for (const item of items) await releaseStock(tx, item.productId, item.quantity);
    return true;
  });
}
