/**
 * "Accept and pay" (and later "Pay the balance"): the hosted checkout for exactly what is due.
 *   1. One transaction, under the order and request row locks: a quote past its day is refused
 *      (the request expires), the amount due is decided from the quote, the request's one order
 *      is made at the first payment (a custom line with no stock, the quote's shipping, the
 *      customer's snapshot) — or, if the quote changed before anything was paid, made anew —
 *      and a payment row for this amount is opened; earlier open ones are closed.
 *   2. Outside it: the provider opens the session (idempotency key per payment).
 *   3. The payment and the order remember the session.
 * A visitor's request is claimed by the signed-in account paying it through their link.
 */
import { and, eq } from 'drizzle-orm';
import { CUSTOM_ORDER_MESSAGES, todayIso } from '@shop/shared/schemas/custom-order';
import { MESSAGES } from '@shop/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { attachInstalmentSession, cancelUnpaidOrder, createPendingOrder } from '../orders/index.ts';
import { customOrderPayments, customOrderPhotos, customOrderRequests } from './schema.ts';
import { mayFollow, requestNotFound, type Requester } from './access.ts';
import { amountDue, findQuote, findRequestRow, paymentsOf, quoteTotal } from './load-request.ts';
import { lockRequestAndOrder } from './maker-steps.ts';
import { expirePastQuotes } from './expire-quotes.ts';

type PayContext = Pick<AppContext, 'db' | 'config' | 'outbox' | 'authSecret' | 'payments'> & {
  log: FastifyBaseLogger;
};

const KIND_LABEL = { full: 'payment in full', deposit: 'deposit', balance: 'balance' } as const;

export async function payCustomOrder(
  ctx: PayContext,
  { id, user, token }: { id: string; user: SessionUser; token: string | null },
): Promise<{ url: string }> {
  const provider = ctx.payments;
  if (!provider) {
    ctx.log.error('custom order payment refused: no payment provider is configured');
    throw new AppError(503, 'internal', MESSAGES.sessionCreateFailed);
  }
  const peek = await findRequestRow(ctx.db, { id });
  const who: Requester = { userId: user.id, token };
  if (!peek || !mayFollow(ctx.authSecret, peek, who)) throw requestNotFound();
  if (peek.userId && peek.userId !== user.id) throw requestNotFound();
  await expirePastQuotes(ctx);

  const opened = await ctx.db.transaction(async (tx) => {
    const row = await lockRequestAndOrder(tx, id);
    if (row.userId && row.userId !== user.id) throw requestNotFound();
    const quote = await findQuote(tx, id);
    if (
      row.state === 'expired' ||
      (quote && row.state === 'quoted' && quote.validUntil < todayIso())
    ) {
      throw conflict(CUSTOM_ORDER_MESSAGES.quoteExpired);
    }
    const payments = await paymentsOf(tx, id);
    const due = amountDue(row, quote, payments);
    if (!quote || !due) throw conflict(CUSTOM_ORDER_MESSAGES.nothingToPay);
    const hasPaid = payments.some((p) => p.status === 'paid');

    let orderId = row.orderId;
    if (!hasPaid) {
      // Nothing paid yet: the order is made now from the quote as it stands.
      if (orderId) await cancelUnpaidOrder(tx, { orderId });
      const [photo] = await tx
        .select({ url: customOrderPhotos.url })
        .from(customOrderPhotos)
        .where(eq(customOrderPhotos.requestId, id))
        .orderBy(customOrderPhotos.position)
        .limit(1);
      const order = await createPendingOrder(tx, {
        userId: user.id,
        customer: { email: user.email, name: user.name || row.name },
        provider: provider.name,
        lines: [
          {
            productId: row.id,
            productName: `Custom order: ${row.description.split('\n')[0]!.slice(0, 80)}`,
            productImage: photo?.url ?? null,
            quantity: 1,
            priceCents: quote.priceCents,
            variantId: null,
            variantLabel: null,
            sku: null,
            personalisation: null,
          },
        ],
        shippingOptions: [],
        holdsStock: false,
        fixedShipping: quote.shippingCents
          ? { cents: quote.shippingCents, rateName: quote.shippingRateName }
          : null,
      });
      if (order.totalCents !== quoteTotal(quote)) throw new Error('custom order total mismatch');
      orderId = order.id;
    }
    await tx
      .update(customOrderRequests)
      .set({ orderId, userId: user.id })
      .where(eq(customOrderRequests.id, id));
    const closed = await tx
      .update(customOrderPayments)
      .set({ status: 'closed' })
      .where(and(eq(customOrderPayments.requestId, id), eq(customOrderPayments.status, 'open')))
      .returning({ sessionId: customOrderPayments.checkoutSessionId });
    const [payment] = await tx
      .insert(customOrderPayments)
      .values({
        requestId: id,
        orderId: orderId!,
        kind: due.kind,
        amountCents: due.amountCents,
        provider: provider.name,
        status: 'open',
      })
      .returning();
    return { payment: payment!, row, closed };
  });

  for (const old of opened.closed) {
    if (!old.sessionId) continue;
    await provider.expireCheckoutSession(old.sessionId).catch((error: unknown) => {
      ctx.log.warn({ err: error, requestId: id }, 'could not close an earlier custom checkout');
    });
  }
  const { payment, row } = opened;
  let session;
  try {
    session = await provider.createCheckoutSession({
      orderId: payment.orderId,
      userId: user.id,
      customerEmail: user.email,
      idempotencyKey: `custom-payment-${payment.id}`,
      lines: [
        {
          productId: row.id,
          name: `Custom order (${KIND_LABEL[payment.kind]})`,
          images: [],
          unitAmountCents: payment.amountCents,
          quantity: 1,
        },
      ],
      discount: null,
      shippingOptions: [],
      allowedCountries: ['US'],
    });
  } catch (error) {
    ctx.log.error({ err: error, requestId: id }, MESSAGES.sessionCreateFailed);
    await ctx.db
      .update(customOrderPayments)
      .set({ status: 'closed' })
      .where(eq(customOrderPayments.id, payment.id));
    throw new AppError(502, 'internal', MESSAGES.sessionCreateFailed);
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(customOrderPayments)
      .set({ checkoutSessionId: session.id })
      .where(eq(customOrderPayments.id, payment.id));
    await attachInstalmentSession(tx, { orderId: payment.orderId, sessionId: session.id });
  });
  return { url: session.url };
}
