/**
 * The admin's status dropdown (SPEC §4: any status, no restriction). Cancelling an order that
 * still holds unpaid stock closes its payment session first (so it can no longer be paid) and
 * gives the units back. Changes that matter to the shopper queue a mail to them (issue 14).
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AdminOrder, UpdateOrderStatus } from '@shop/shared/schemas/order';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { getAdminOrder } from './admin-list-orders.ts';
import { queueOrderStatusMail } from './queue-order-status-mail.ts';
import { releaseOrderStock } from './release-order-stock.ts';

type UpdateContext = Pick<AppContext, 'db' | 'payments' | 'config' | 'outbox'> & {
  log: FastifyBaseLogger;
};

export async function updateOrderStatus(
  ctx: UpdateContext,
  orderId: string,
  { status, trackingNumber, trackingUrl }: UpdateOrderStatus,
): Promise<AdminOrder> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('Order not found');

  const holdsUnpaidStock = order.stockReserved && order.paymentStatus !== 'paid';
  if (status === 'cancelled' && holdsUnpaidStock) {
    const provider = ctx.payments;
    if (order.checkoutSessionId && provider?.name === order.paymentProvider) {
      // If the provider will not close it (already expired, or completing right now), the
      // release still happens; a payment that lands anyway is recorded and re-reserves.
      await provider.expireCheckoutSession(order.checkoutSessionId).catch((error: unknown) => {
        ctx.log.warn({ err: error, orderId }, 'could not close the payment session');
      });
    }
    await releaseOrderStock(ctx.db, orderId, 'cancelled');
  }
  const tracking =
    status === 'completed'
      ? { trackingNumber: trackingNumber ?? null, trackingUrl: trackingUrl ?? null }
      : {};
  // The change and the shopper's mail about it commit together; the outbox sends after commit.
  const isMailQueued = await ctx.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status, ...tracking })
      .where(eq(orders.id, orderId));
    return queueOrderStatusMail({ ...ctx, db: tx, orderId, previousStatus: order.status, status });
  });
  if (isMailQueued) ctx.outbox.kick();
  return (await getAdminOrder(ctx.db, orderId))!;
}
