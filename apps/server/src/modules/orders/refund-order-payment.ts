/**
 * Returns the money of an order in `refund_pending` through the provider it was paid with, then
 * records the refund under the order's row lock. The provider call happens outside any database
 * transaction, with one idempotency key per order, so a retry (the sweep, a second admin click)
 * never refunds twice. Reusable by any flow that first moved the order to `refund_pending`
 * (order-lifecycle.ts `requestRefund`), e.g. the admin's cancel of a paid order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { findOrderRowById } from './find-order-row.ts';
import { lockOrderById } from './lock-order.ts';
import { recordRefund } from './order-lifecycle.ts';
import { listRefundPendingOrderIds } from './refund-pending-orders.ts';

export type RefundContext = Pick<AppContext, 'db' | 'payments'> & { log: FastifyBaseLogger };

export type RefundResult =
  | { outcome: 'refunded'; refundId: string }
  | { outcome: 'not_refundable'; paymentStatus: string | null };

export const refundIdempotencyKey = (orderId: string) => `refund-${orderId}`;

/** Throws when the provider refuses or cannot be reached; the order stays refund_pending. */
export async function refundOrderPayment(
  ctx: RefundContext,
  { orderId }: { orderId: string },
): Promise<RefundResult> {
  const order = await findOrderRowById(ctx.db, orderId);
  if (!order || order.paymentStatus !== 'refund_pending') {
    return { outcome: 'not_refundable', paymentStatus: order?.paymentStatus ?? null };
  }
  const provider = ctx.payments;
  if (!provider || provider.name !== order.paymentProvider) {
    throw new Error(`payment provider ${order.paymentProvider} is not configured to refund`);
  }
  const refund = await provider.refund({
    orderId,
    providerPaymentId: order.providerPaymentId,
    sessionId: order.checkoutSessionId,
    amountCents: order.totalCents,
    idempotencyKey: refundIdempotencyKey(orderId),
  });
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderById(tx, orderId);
    if (locked) await recordRefund(tx, locked, refund.id);
  });
  ctx.log.info({ orderId, refundId: refund.id }, 'payment refunded');
  return { outcome: 'refunded', refundId: refund.id };
}

/** The sweep's retry of refunds whose provider call failed earlier. */
export async function retryPendingRefunds(ctx: RefundContext): Promise<number> {
  if (!ctx.payments) return 0;
  const pending = await listRefundPendingOrderIds(ctx.db, {
    provider: ctx.payments.name,
    limit: 50,
  });
  let refunded = 0;
  for (const id of pending) {
    try {
      if ((await refundOrderPayment(ctx, { orderId: id })).outcome === 'refunded') refunded++;
    } catch (error) {
      ctx.log.error({ err: error, orderId: id }, 'refund failed; it is retried by the next sweep');
    }
  }
  return refunded;
}
