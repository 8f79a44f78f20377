/**
 * Returns an order's money. What gift cards paid goes back on them; the rest goes back through the
 * provider it was paid with. A full refund (an order in `refund_pending`: the admin's cancel of a
 * paid order, or a late payment that cannot be kept) returns everything not yet refunded; a
 * partial one (the maker's "Refund" with an amount) takes the card payment first, then the gift
 * cards. The provider call happens outside any database transaction, with an idempotency key
 * per order and amount refunded so far, so a retry (the sweep, a second admin click) never refunds
 * twice; the refund is then recorded under the order's row lock. The shopper hears of it once: a
 * partial refund's mail says how much went where; a full refund was announced, split the same way,
 * by the mail of what started it (the maker's cancel, or the late payment's mail).
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { formatPrice } from '@shop/shared/money';
import { splitRefund } from '@shop/shared/refund-split';
import { enqueueMail } from '../mail/index.ts';
import { refundToGiftCards, withdrawBoughtCards } from '../gift-cards/index.ts';
import { findOrderRowById } from './find-order-row.ts';
import { lockOrderById } from './lock-order.ts';
import { recordRefund } from './order-lifecycle.ts';
import { listRefundPendingOrderIds } from './refund-pending-orders.ts';
import { refundMail } from './refund-mail.ts';
import { orders } from './schema.ts';
import type { OrderRow } from './to-order-dto.ts';

export type RefundContext = Pick<AppContext, 'db' | 'payments'> & {
  log: FastifyBaseLogger;
  config?: AppContext['config'];
  outbox?: AppContext['outbox'];
};

export type RefundResult =
  | { outcome: 'refunded'; refundId: string }
  | { outcome: 'not_refundable'; paymentStatus: string | null };

export const refundIdempotencyKey = (orderId: string, refundedSoFar = 0) =>
  refundedSoFar === 0 ? `refund-${orderId}` : `refund-${orderId}-after-${refundedSoFar}`;

async function refundThroughProvider(
  ctx: RefundContext,
  order: OrderRow,
  cents: number,
): Promise<string | null> {
  if (cents <= 0) return null;
  const provider = ctx.payments;
  if (!provider || provider.name !== order.paymentProvider) {
    throw new Error(`payment provider ${order.paymentProvider} is not configured to refund`);
  }
  const refund = await provider.refund({
    orderId: order.id,
    providerPaymentId: order.providerPaymentId,
    sessionId: order.checkoutSessionId,
    amountCents: cents,
    idempotencyKey: refundIdempotencyKey(order.id, order.refundedCents),
  });
  return refund.id;
}

/**
 * Inside the refund's transaction (order locked, still refunding from `refundedSoFar`): the gift
 * cards' part goes back on them, the order counts it, and the shopper's mail is queued.
 */
async function recordRefundParts(
  tx: Db,
  ctx: RefundContext,
  order: OrderRow,
  { cardCents, giftCardCents }: { cardCents: number; giftCardCents: number },
  sendMail: boolean,
) {
  const parts = await refundToGiftCards(tx, { orderId: order.id, amountCents: giftCardCents });
  const refunded = cardCents + parts.reduce((sum, part) => sum + part.amountCents, 0);
  await tx
    .update(orders)
    .set({ refundedCents: order.refundedCents + refunded })
    .where(eq(orders.id, order.id));
  if (ctx.config && sendMail && refunded > 0) {
    await enqueueMail(
      tx,
      'order_refunded',
      refundMail(order, { cardCents, giftCards: parts }, ctx.config.publicUrl),
    );
  }
}

/**
 * Throws when the provider refuses or cannot be reached; the order stays refund_pending. Sends no
 * mail: the cancel's or the late payment's mail already told the shopper where each part goes.
 */
export async function refundOrderPayment(
  ctx: RefundContext,
  { orderId }: { orderId: string },
): Promise<RefundResult> {
  const order = await findOrderRowById(ctx.db, orderId);
  if (!order || order.paymentStatus !== 'refund_pending') {
    return { outcome: 'not_refundable', paymentStatus: order?.paymentStatus ?? null };
  }
  // A late payment that could not be kept spent no gift card: only what the provider charged.
  const split = splitRefund(order, order.totalCents - order.refundedCents);
  const refundId = (await refundThroughProvider(ctx, order, split.cardCents)) ?? 'gift-card';
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderById(tx, orderId);
    if (!locked || locked.paymentStatus !== 'refund_pending') return;
    await recordRefundParts(tx, ctx, locked, split, false);
    // An order that bought gift cards takes back what is left on them.
    await withdrawBoughtCards(tx, orderId);
    await recordRefund(tx, locked, refundId);
  });
  ctx.outbox?.kick();
  ctx.log.info({ orderId, refundId, ...split }, 'payment refunded');
  return { outcome: 'refunded', refundId };
}

/**
 * The maker refunds part of a paid order (the order stays paid until all of it is refunded,
 * then it is `refunded`). The card payment is refunded first, then the gift cards.
 */
export async function refundPartOfOrder(
  ctx: RefundContext,
  { orderId, amountCents }: { orderId: string; amountCents?: number },
): Promise<{ cardCents: number; giftCardCents: number }> {
  const order = await findOrderRowById(ctx.db, orderId);
  if (!order) throw notFound('Order not found');
  if (order.paymentStatus !== 'paid') throw conflict('Only a paid order can be refunded');
  const left = order.totalCents - order.refundedCents;
  const amount = amountCents ?? left;
  if (amount > left) {
    const message = `At most ${formatPrice(left)} is left to refund`;
    throw badRequest(message, { amountCents: message });
  }
  const split = splitRefund(order, amount);
  const refundId = await refundThroughProvider(ctx, order, split.cardCents);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderById(tx, orderId);
    if (!locked || locked.refundedCents !== order.refundedCents) {
      throw conflict('This order was refunded meanwhile; reload it');
    }
    await recordRefundParts(tx, ctx, locked, split, true);
    if (amount === left) {
      await tx
        .update(orders)
        .set({ paymentStatus: 'refund_pending' })
        .where(eq(orders.id, orderId));
      await withdrawBoughtCards(tx, orderId);
      await recordRefund(
        tx,
        { ...locked, paymentStatus: 'refund_pending' },
        refundId ?? 'gift-card',
      );
    }
  });
  ctx.outbox?.kick();
  ctx.log.info({ orderId, refundId, ...split }, 'part of an order refunded');
  return split;
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
