/**
 * A payment event for a custom order's session (Stripe's webhook or demo payments' Pay), applied
 * in ONE transaction: the event id is recorded once (a replay stops there), the order row and
 * the request row are locked like every order transition, then the payment is marked paid only
 * when the amount is exactly what it was opened for. The first payment accepts the quote; the
 * order becomes paid when its payments add up to its total. Paying a second session of the same
 * kind counts once. The customer's and the maker's mails commit with the payment.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CURRENCY } from '@shop/shared/constants';
import { todayIso } from '@shop/shared/schemas/custom-order';
import type { AppContext } from '../../context.ts';
import { firstRow } from '../../db/first-row.ts';
import type { PaymentEvent, ProviderName } from '../../ports/payments.ts';
import { lockOrderById, recordOrderInstalment, recordPaymentEventOnce } from '../orders/index.ts';
import { customOrderPayments, customOrderRequests } from './schema.ts';
import { findQuote, paymentsOf, type PaymentRow } from './load-request.ts';
import { lockRequestAndOrder } from './maker-steps.ts';
import { queuePaymentReceivedMails } from './custom-order-mails.ts';

export type CustomApplyOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'paid'; requestId: string }
  | { outcome: 'already_paid'; requestId: string }
  | { outcome: 'amount_mismatch'; requestId: string }
  | { outcome: 'not_open'; requestId: string; reason: 'closed' | 'expired' }
  | { outcome: 'released'; requestId: string };

type ApplyContext = Pick<AppContext, 'db' | 'config' | 'outbox' | 'authSecret'> & {
  log: FastifyBaseLogger;
};

export async function findPaymentBySession(
  db: AppContext['db'],
  sessionId: string,
): Promise<PaymentRow | null> {
  return firstRow(
    db
      .select()
      .from(customOrderPayments)
      .where(eq(customOrderPayments.checkoutSessionId, sessionId)),
  );
}

/** Null when the event is not about a custom order's session (the ordering core takes it). */
export async function applyCustomPaymentEvent(
  ctx: ApplyContext,
  event: PaymentEvent,
  { provider, requireOpen = false }: { provider: ProviderName; requireOpen?: boolean },
): Promise<CustomApplyOutcome | null> {
  if (event.kind === 'ignored') return null;
  const known = await findPaymentBySession(ctx.db, event.sessionId);
  if (!known || known.provider !== provider) return null;
  const requestId = known.requestId;

  const result = await ctx.db.transaction(async (tx): Promise<CustomApplyOutcome> => {
    const isFirst = await recordPaymentEventOnce(tx, {
      eventId: event.eventId,
      provider,
      type: event.type,
      orderId: known.orderId,
    });
    if (!isFirst) return { outcome: 'duplicate' };
    const order = await lockOrderById(tx, known.orderId);
    const request = await lockRequestAndOrder(tx, requestId);
    const [payment] = await tx
      .select()
      .from(customOrderPayments)
      .where(eq(customOrderPayments.id, known.id))
      .for('update');
    if (!order || !payment) return { outcome: 'not_open', requestId, reason: 'closed' };

    if (event.kind === 'released') {
      if (payment.status === 'open') {
        await tx
          .update(customOrderPayments)
          .set({ status: 'closed' })
          .where(eq(customOrderPayments.id, payment.id));
      }
      return { outcome: 'released', requestId };
    }

    const payments = await paymentsOf(tx, requestId);
    const isKindPaid = payments.some((p) => p.kind === payment.kind && p.status === 'paid');
    if (payment.status === 'paid' || isKindPaid) return { outcome: 'already_paid', requestId };
    if (requireOpen && payment.status !== 'open') {
      return { outcome: 'not_open', requestId, reason: 'closed' };
    }
    const quote = await findQuote(tx, requestId);
    if (
      requireOpen &&
      payment.kind !== 'balance' &&
      (request.state !== 'quoted' || !quote || quote.validUntil < todayIso())
    ) {
      return { outcome: 'not_open', requestId, reason: 'expired' };
    }
    const currency = event.currency?.toLowerCase() ?? CURRENCY;
    if (
      event.amountTotalCents !== payment.amountCents ||
      currency !== CURRENCY ||
      (event.shippingCents ?? 0) !== 0
    ) {
      return { outcome: 'amount_mismatch', requestId };
    }
    const paidAt = new Date();
    await tx
      .update(customOrderPayments)
      .set({ status: 'paid', paidAt, providerPaymentId: event.providerPaymentId })
      .where(
        and(eq(customOrderPayments.id, payment.id), eq(customOrderPayments.status, payment.status)),
      );
    const received =
      payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amountCents, 0) +
      payment.amountCents;
    await recordOrderInstalment(tx, {
      order,
      shippingAddress: event.shippingAddress,
      billingAddress: event.billingAddress,
      providerPaymentId: event.providerPaymentId,
      payment: { kind: payment.kind, amountCents: payment.amountCents },
      isFullyPaid: received >= order.totalCents,
    });
    if (request.state === 'quoted' || request.state === 'expired') {
      await tx
        .update(customOrderRequests)
        .set({ state: 'accepted' })
        .where(eq(customOrderRequests.id, requestId));
    }
    await queuePaymentReceivedMails({ tx, config: ctx.config, secret: ctx.authSecret }, request, {
      amountCents: payment.amountCents,
      kind: payment.kind,
      payments: [
        ...payments
          .filter((p) => p.status === 'paid')
          .map((p) => ({ kind: p.kind, amountCents: p.amountCents, paidAt: p.paidAt ?? paidAt })),
        { kind: payment.kind, amountCents: payment.amountCents, paidAt },
      ],
      totalCents: order.totalCents,
    });
    return { outcome: 'paid', requestId };
  });

  if (result.outcome === 'amount_mismatch') {
    ctx.log.error(
      { requestId, eventId: event.eventId },
      'custom order payment amount does not match what was due; left unpaid',
    );
  }
  if (result.outcome === 'paid') ctx.outbox.kick();
  return result;
}
