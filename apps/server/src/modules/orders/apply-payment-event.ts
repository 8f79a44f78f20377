/**
 * Fulfilment: the one code path every payment event goes through, whether Stripe sent it
 * (signed webhook) or demo payments' Pay / expiry did.
 *
 * In ONE transaction: the event id is recorded (`insert … on conflict do nothing`; a replay
 * stops here), the order row is locked, and then either it is marked paid (only when the amount
 * matches its total) or its reserved stock is released. Replays, parallel deliveries and
 * out-of-order events therefore change nothing twice, and an `expired` after `paid` finds
 * nothing to release. The call that makes the order paid queues its mails (the shopper's
 * confirmation, the maker's new-order mail) in the same transaction; they go out after commit.
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { CURRENCY } from '@shop/shared/constants';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { paymentEvents } from './schema.ts';
import { lockOrderById, lockOrderBySession } from './lock-order.ts';
import { getOrderById } from './get-order.ts';
import { getOrderCustomerEmail } from './order-customer.ts';
import { PAID_PAYMENT_STATUSES, recordPayment, releaseReservation } from './order-lifecycle.ts';
import type { OrderRow } from './to-order-dto.ts';
import { recordChargedShipping, settleShipping } from './settle-shipping.ts';
import { refundOrderPayment } from './refund-order-payment.ts';
import { listAdminEmails } from '../accounts/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { makerRefundMail, shopperRefundMail } from './late-payment-mails.ts';
import type { PaymentEvent, ProviderName } from '../../ports/payments.ts';
import { queuePaidOrderMails } from './queue-paid-order-mails.ts';
import { sendDueGiftCards } from '../gift-cards/index.ts';

export type ApplyOutcome =
  | { outcome: 'ignored' }
  | { outcome: 'duplicate' }
  | { outcome: 'unknown_order' }
  | { outcome: 'paid'; orderId: string }
  | { outcome: 'already_paid'; orderId: string }
  /** A late payment for units no longer on the shelf: recorded, then refunded. */
  | { outcome: 'refund_pending'; orderId: string }
  | { outcome: 'amount_mismatch'; orderId: string }
  | { outcome: 'not_open'; orderId: string; paymentStatus: string }
  | { outcome: 'released'; orderId: string; isReleased: boolean };

type ApplyContext = Pick<AppContext, 'db' | 'outbox' | 'config' | 'payments' | 'authSecret'> & {
  log: FastifyBaseLogger;
};

type ApplyOptions = {
  provider: ProviderName;
  /** Demo payments may only pay a session that is still open (not cancelled or expired). */
  requireOpen?: boolean;
};

async function findOrder(
  tx: Db,
  event: Extract<PaymentEvent, { sessionId: string }>,
): Promise<OrderRow | null> {
  const bySession = await lockOrderBySession(tx, event.sessionId);
  if (bySession || !event.orderId) return bySession;
  // The session id is stored right after the provider answers; an event racing that write
  // still names its order in the metadata. A different session of the same order is not it.
  const byId = await lockOrderById(tx, event.orderId);
  return byId && byId.checkoutSessionId === null ? byId : null;
}

export async function applyPaymentEvent(
  ctx: ApplyContext,
  event: PaymentEvent,
  { provider, requireOpen = false }: ApplyOptions,
): Promise<ApplyOutcome> {
  if (event.kind === 'ignored') return { outcome: 'ignored' };

  const result = await ctx.db.transaction(async (tx): Promise<ApplyOutcome> => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.eventId, provider, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { outcome: 'duplicate' };

    const order = await findOrder(tx, event);
    if (!order || order.paymentProvider !== provider) return { outcome: 'unknown_order' };
    await tx
      .update(paymentEvents)
      .set({ orderId: order.id })
      .where(eq(paymentEvents.id, event.eventId));

    if (event.kind === 'released') {
      const isReleased = await releaseReservation(tx, order, event.outcome);
      return { outcome: 'released', orderId: order.id, isReleased };
    }

    if (PAID_PAYMENT_STATUSES.includes(order.paymentStatus)) {
      return { outcome: 'already_paid', orderId: order.id };
    }
    if (requireOpen && order.paymentStatus !== 'awaiting_payment') {
      return { outcome: 'not_open', orderId: order.id, paymentStatus: order.paymentStatus };
    }
    const currency = event.currency?.toLowerCase() ?? CURRENCY;
    // The amount must be the order's total with one offered shipping rate, to the cent.
    const charged = settleShipping(order, {
      amountTotalCents: event.amountTotalCents,
      shippingCents: event.shippingCents,
      shippingOptionId: event.shippingOptionId,
      country: event.shippingAddress?.country ?? null,
    });
    if (!charged || currency !== CURRENCY) {
      return { outcome: 'amount_mismatch', orderId: order.id };
    }
    await recordChargedShipping(tx, order.id, charged);
    const payment = await recordPayment(
      tx,
      { ...order, ...charged },
      {
        shippingAddress: event.shippingAddress,
        billingAddress: event.billingAddress,
        providerPaymentId: event.providerPaymentId,
      },
    );
    if (payment === 'needs_refund') {
      // The shopper's and the maker's mails commit with the decision to refund: a crash before
      // the refund call (retried by the sweep) cannot lose them.
      await queueLatePaymentMails(tx, ctx.config.publicUrl, order.id);
      return { outcome: 'refund_pending', orderId: order.id };
    }
    // The confirmation and the maker's new-order mail commit with the payment (the outbox).
    if (payment === 'paid')
      await queuePaidOrderMails({
        tx,
        config: ctx.config,
        authSecret: ctx.authSecret,
        orderId: order.id,
      });
    return payment === 'paid'
      ? { outcome: 'paid', orderId: order.id }
      : { outcome: 'already_paid', orderId: order.id };
  });

  if (result.outcome === 'amount_mismatch') {
    ctx.log.error(
      {
        orderId: result.orderId,
        eventId: event.eventId,
        amount: event.kind === 'paid' && event.amountTotalCents,
      },
      'payment amount does not match the order total; order left unpaid',
    );
  }
  if (result.outcome === 'unknown_order') {
    ctx.log.warn({ eventId: event.eventId, type: event.type }, 'payment event for no known order');
  }
  if (result.outcome === 'paid') {
    ctx.outbox.kick();
    // A gift card bought for today goes out now rather than at the next sweep.
    await sendDueGiftCards(ctx).catch((error: unknown) => {
      ctx.log.error({ err: error }, 'gift card mails failed; the sweep retries');
    });
  }
  if (result.outcome === 'refund_pending') await refundLatePayment(ctx, result.orderId);
  return result;
}

/** The shopper's and the maker's mails about a late payment being refunded, in the caller's transaction. */
async function queueLatePaymentMails(tx: Db, publicUrl: string, orderId: string) {
  const [order, email, makers] = await Promise.all([
    getOrderById(tx, orderId),
    getOrderCustomerEmail(tx, orderId),
    listAdminEmails(tx),
  ]);
  if (!order || !email) return;
  await enqueueMail(tx, 'late_payment_refund', shopperRefundMail({ order }, email, publicUrl));
  for (const maker of makers) {
    await enqueueMail(tx, 'maker_late_payment', makerRefundMail({ order }, maker, email));
  }
}

/**
 * After commit (the mails are queued with the decision): the money goes back; a failure leaves
 * it to the sweep's retry. Nothing here may fail the webhook: the payment is already recorded.
 */
async function refundLatePayment(ctx: ApplyContext, orderId: string) {
  ctx.log.warn({ orderId }, 'late payment for units no longer in stock; refunding it');
  ctx.outbox.kick();
  try {
    // The late-payment mails already say so: no second refund mail.
    await refundOrderPayment(ctx, { orderId });
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'refund failed; it is retried by the next sweep');
  }
}
