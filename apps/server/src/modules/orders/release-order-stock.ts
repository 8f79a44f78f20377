/**
 * The undo of checkout's reservation: an order that will not be paid (its session expired,
 * failed, or was cancelled) gives its units back — the lifecycle's `releaseReservation` under
 * the order's row lock, at most once however many events, sweeps or clicks ask for it.
 */
import type { Db } from '../../db/client.ts';
import { lockOrderById } from './lock-order.ts';
import { releaseReservation, type ReleaseOutcome } from './order-lifecycle.ts';

export type { ReleaseOutcome };

/** True when this call released the stock; false when there was nothing (left) to release. */
export async function releaseOrderStock(
  db: Db,
  orderId: string,
  outcome: ReleaseOutcome,
): Promise<boolean> {
  // On a transaction this nests as a savepoint; on the database it is its own transaction.
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    return order ? releaseReservation(tx, order, outcome) : false;
  });
}
