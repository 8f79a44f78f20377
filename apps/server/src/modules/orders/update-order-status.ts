/**
 * The admin's status dropdown (SPEC §4: any status, no restriction), as one transaction under
 * the order's row lock, so it never interleaves with a payment event or the expiry sweep.
 * Cancelling an order that still holds unpaid stock first closes its payment session (a network
 * call, so before the transaction) and then, locked, gives the units back; a payment that lands
 * anyway is a late payment for the lifecycle (re-reserved or refunded). Changes that matter to
 * the shopper queue a mail to them in the same transaction (issue 14).
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AdminOrder, UpdateOrderStatus } from '@shop/shared/schemas/order';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { getAdminOrder } from './admin-list-orders.ts';
import { lockOrderById } from './lock-order.ts';
import { releaseReservation } from './order-lifecycle.ts';
import { queueOrderStatusMail } from './queue-order-status-mail.ts';

type UpdateContext = Pick<AppContext, 'db' | 'payments' | 'config' | 'outbox'> & {
  log: FastifyBaseLogger;
};

export async function updateOrderStatus(
  ctx: UpdateContext,
  orderId: string,
  { status, trackingNumber, trackingUrl }: UpdateOrderStatus,
): Promise<AdminOrder> {
  const [before] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!before) throw notFound('Order not found');

  const holdsUnpaidStock = before.stockReserved && before.paymentStatus !== 'paid';
  const provider = ctx.payments;
  if (status === 'cancelled' && holdsUnpaidStock && before.checkoutSessionId) {
    if (provider?.name === before.paymentProvider) {
      await provider.expireCheckoutSession(before.checkoutSessionId).catch((error: unknown) => {
        ctx.log.warn({ err: error, orderId }, 'could not close the payment session');
      });
    }
  }
  const tracking =
    status === 'completed'
      ? { trackingNumber: trackingNumber ?? null, trackingUrl: trackingUrl ?? null }
      : {};
  // The change and the shopper's mail about it commit together; the outbox sends after commit.
  const isMailQueued = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound('Order not found');
    if (status === 'cancelled') await releaseReservation(tx, order, 'cancelled');
    await tx
      .update(orders)
      .set({ status, ...tracking })
      .where(eq(orders.id, orderId));
    return queueOrderStatusMail({ ...ctx, db: tx, orderId, previousStatus: order.status, status });
  });
  if (isMailQueued) ctx.outbox.kick();
  return (await getAdminOrder(ctx.db, orderId))!;
}
