/**
 * The admin's status dropdown (any status, no restriction), as one transaction under
 * the order's row lock, so it never interleaves with a payment event or the expiry sweep.
 *
 * Cancelling:
 * - an order that still holds unpaid stock first closes its payment session (a network call, so
 *   before the transaction) and then, locked, gives the units back; a payment that lands anyway
 *   is a late payment for the lifecycle (re-reserved or refunded);
 * - a paid order becomes `refund_pending` and its units go back on the shelf (unless it had
 *   shipped: completed orders keep their stock as it is), waking back-in-stock alerts; after the
 *   commit the provider refunds it. When the provider cannot be reached the order stays
 *   `refund_pending` and the expiry sweep retries (refund-order-payment.ts), so a click never
 *   refunds twice and never loses a refund;
 * - who cancelled and when is recorded on the order.
 * Changes that matter to the shopper queue a mail to them in the same transaction; a cancel's mail
 * says how much of the payment goes back where, and the refund itself sends no second mail.
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AdminOrder, UpdateOrderStatus } from '@shop/shared/schemas/order';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { refundOrderPayment } from './refund-order-payment.ts';
import { queueBackInStockMails } from '../stock-alerts/index.ts';
import { getAdminOrder } from './admin-list-orders.ts';
import { loadOrderItems } from './load-order-items.ts';
import { lockOrderById } from './lock-order.ts';
import { releaseReservation, requestRefund } from './order-lifecycle.ts';
import { queueOrderStatusMail } from './queue-order-status-mail.ts';
import type { OrderRow } from './to-order-dto.ts';

type UpdateContext = Pick<AppContext, 'db' | 'payments' | 'config' | 'outbox'> & {
  log: FastifyBaseLogger;
};

export type UpdateOrderStatusOptions = {
  orderId: string;
  change: UpdateOrderStatus;
  /** The admin making the change. */
  actor: Pick<SessionUser, 'id' | 'email'>;
};

type CancelOutcome = { isRefundDue: boolean; alertsQueued: number };

export async function updateOrderStatus(
  ctx: UpdateContext,
  { orderId, change, actor }: UpdateOrderStatusOptions,
): Promise<AdminOrder> {
  const { status, trackingNumber, trackingUrl } = change;
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
  const { isMailQueued, cancel } = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound('Order not found');
    const cancel = status === 'cancelled' ? await cancelOrder({ ...ctx, tx, order, actor }) : null;
    await tx
      .update(orders)
      .set({ status, ...tracking })
      .where(eq(orders.id, orderId));
    const isMailQueued = await queueOrderStatusMail({
      ...ctx,
      db: tx,
      orderId,
      previousStatus: order.status,
      status,
      isRefundStarting: order.paymentStatus === 'paid' && (cancel?.isRefundDue ?? false),
    });
    return { isMailQueued, cancel };
  });
  if (isMailQueued || (cancel?.alertsQueued ?? 0) > 0) ctx.outbox.kick();
  if (cancel?.isRefundDue) await refundNow(ctx, orderId);
  return (await getAdminOrder(ctx.db, orderId))!;
}

async function cancelOrder({
  tx,
  order,
  actor,
  config,
}: Pick<UpdateContext, 'config'> & {
  tx: Db;
  order: OrderRow;
  actor: UpdateOrderStatusOptions['actor'];
}): Promise<CancelOutcome> {
  let isRefundDue = false;
  let alertsQueued = 0;
  if (order.paymentStatus === 'paid') {
    // Shipped pieces are not on the shelf any more: only an unshipped order's units return.
    const returnStock = order.status !== 'completed';
    isRefundDue = await requestRefund(tx, order, { returnStock });
    if (returnStock) {
      const items = (await loadOrderItems(tx, [order.id])).get(order.id) ?? [];
      for (const productId of new Set(items.map((item) => item.productId))) {
        alertsQueued += await queueBackInStockMails({ tx, config, productId });
      }
    }
  } else {
    await releaseReservation(tx, order, 'cancelled');
    isRefundDue = order.paymentStatus === 'refund_pending';
  }
  // Who and when: the first cancel, or the one that turned a paid order into a refund.
  if (order.status !== 'cancelled' || order.paymentStatus === 'paid') {
    await tx
      .update(orders)
      .set({
        cancelledAt: sql`now()`,
        cancelledByUserId: actor.id,
        cancelledByEmail: actor.email,
      })
      .where(eq(orders.id, order.id));
  }
  return { isRefundDue, alertsQueued };
}

/** The provider call, after commit; a failure leaves the order to the sweep's retry. */
async function refundNow(ctx: UpdateContext, orderId: string) {
  try {
    await refundOrderPayment(ctx, { orderId });
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'refund failed; the sweep retries it');
  }
}
