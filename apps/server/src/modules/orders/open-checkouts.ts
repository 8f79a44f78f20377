/** Orders still holding reserved stock that the expiry sweep releases. */
import { and, eq, lt } from 'drizzle-orm';
import type { PaymentStatus } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';
import { holdsReservedStock } from './order-lifecycle.ts';

export type OpenCheckout = {
  id: string;
  paymentProvider: string;
  checkoutSessionId: string | null;
  paymentStatus: string;
  createdAt: Date;
};

const columns = {
  id: orders.id,
  paymentProvider: orders.paymentProvider,
  checkoutSessionId: orders.checkoutSessionId,
  paymentStatus: orders.paymentStatus,
  createdAt: orders.createdAt,
};

/** Reserved orders created before `createdBefore` whose payment status is one of `statuses`. */
export async function findStaleReservations(
  db: Db,
  {
    createdBefore,
    statuses,
    provider,
    limit = 100,
  }: { createdBefore: Date; statuses: PaymentStatus[]; provider?: string; limit?: number },
): Promise<OpenCheckout[]> {
  return db
    .select(columns)
    .from(orders)
    .where(
      and(
        holdsReservedStock(statuses),
        lt(orders.createdAt, createdBefore),
        provider ? eq(orders.paymentProvider, provider) : undefined,
      ),
    )
    .limit(limit);
}
