/**
 * Demo payments' hosted page for a custom order's session: what it shows (the one custom line
 * and exactly the amount due), its Pay (the same fulfilment a Stripe event drives) and Cancel.
 * Only the paying customer sees it; the payments module asks here before the ordering core.
 */
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@shop/shared/messages';
import type {
  TestCheckoutPay,
  TestCheckoutResult,
  TestCheckoutSession,
  TestSessionState,
} from '@shop/shared/schemas/order';
import { CUSTOM_ORDER_MESSAGES } from '@shop/shared/schemas/custom-order';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { demoPaidEvent } from '../../lib/demo-paid-event.ts';
import { eq } from 'drizzle-orm';
import { customOrderPayments } from './schema.ts';
import { applyCustomPaymentEvent, findPaymentBySession } from './apply-custom-payment.ts';
import { findQuote, findRequestRow, paymentsOf, type PaymentRow } from './load-request.ts';

type DemoContext = Pick<AppContext, 'db' | 'config' | 'outbox' | 'authSecret'> & {
  log: FastifyBaseLogger;
};

const KIND_NAME = { full: 'payment in full', deposit: 'deposit', balance: 'balance' } as const;
const detailPath = (requestId: string) => `/account/custom-orders/${requestId}`;
const STATE: Record<PaymentRow['status'], TestSessionState> = {
  open: 'open',
  paid: 'paid',
  closed: 'cancelled',
};

async function ownPayment(ctx: DemoContext, user: SessionUser, sessionId: string) {
  const payment = await findPaymentBySession(ctx.db, sessionId);
  if (!payment || payment.provider !== 'test') return null;
  const request = await findRequestRow(ctx.db, { id: payment.requestId });
  if (!request || request.userId !== user.id) throw notFound('Checkout session not found');
  return { payment, request };
}

export async function getCustomDemoSession(
  ctx: DemoContext,
  { user, sessionId }: { user: SessionUser; sessionId: string },
): Promise<TestCheckoutSession | null> {
  const own = await ownPayment(ctx, user, sessionId);
  if (!own) return null;
  const { payment, request } = own;
  const [quote, payments] = await Promise.all([
    findQuote(ctx.db, request.id),
    paymentsOf(ctx.db, request.id),
  ]);
  const expiresAt =
    quote && payment.kind !== 'balance' ? `${quote.validUntil}T23:59:59.999Z` : null;
  // The page shows the order as quoted (its price and shipping, the same as the quote's) and
  // charges this payment's part of it.
  const priceCents = quote?.priceCents ?? payment.amountCents;
  const paidCents = payments
    .filter((p) => p.status === 'paid' && p.id !== payment.id)
    .reduce((sum, p) => sum + p.amountCents, 0);
  return {
    sessionId,
    orderId: payment.orderId,
    state: STATE[payment.status],
    customerEmail: user.email,
    subtotalCents: priceCents,
    discountCents: 0,
    discountCode: null,
    giftWrapCents: 0,
    giftCardCents: 0,
    totalCents: priceCents,
    shippingOptions: [],
    fixedShipping:
      quote && quote.shippingCents > 0
        ? { name: quote.shippingRateName ?? 'Shipping', amountCents: quote.shippingCents }
        : null,
    instalment: quote ? { kind: payment.kind, amountCents: payment.amountCents, paidCents } : null,
    needsShipping: true,
    expiresAt: expiresAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    items: [
      {
        id: payment.id,
        productId: request.id,
        productName: quote ? 'Custom order' : `Custom order (${KIND_NAME[payment.kind]})`,
        productImage: null,
        quantity: 1,
        priceCents,
        variantId: null,
        variantLabel: null,
        sku: null,
        personalisation: null,
        isDigital: false,
      },
    ],
  };
}

export async function payCustomDemoSession(
  ctx: DemoContext,
  { user, sessionId, body }: { user: SessionUser; sessionId: string; body: TestCheckoutPay },
): Promise<TestCheckoutResult | null> {
  const own = await ownPayment(ctx, user, sessionId);
  if (!own) return null;
  const { payment, request } = own;
  const done = {
    orderId: payment.orderId,
    state: 'paid',
    redirectTo: detailPath(request.id),
  } as const;
  if (payment.status === 'paid') return done;
  if (payment.status !== 'open') throw conflict(MESSAGES.checkoutSessionClosed);
  const result = await applyCustomPaymentEvent(
    ctx,
    demoPaidEvent({
      sessionId,
      orderId: payment.orderId,
      amountTotalCents: payment.amountCents,
      shipping: null,
      paymentRef: payment.id,
      form: body,
    }),
    { provider: 'test', requireOpen: true },
  );
  if (result?.outcome === 'paid' || result?.outcome === 'already_paid') return done;
  if (result?.outcome === 'not_open') {
    throw conflict(
      result.reason === 'expired'
        ? CUSTOM_ORDER_MESSAGES.quoteExpired
        : MESSAGES.checkoutSessionClosed,
    );
  }
  throw new AppError(500, 'internal', MESSAGES.checkoutFailed);
}

export async function cancelCustomDemoSession(
  ctx: DemoContext,
  { user, sessionId }: { user: SessionUser; sessionId: string },
): Promise<TestCheckoutResult | null> {
  const own = await ownPayment(ctx, user, sessionId);
  if (!own) return null;
  const { payment, request } = own;
  if (payment.status === 'paid') throw conflict('This payment has already been made');
  await ctx.db
    .update(customOrderPayments)
    .set({ status: 'closed' })
    .where(eq(customOrderPayments.id, payment.id));
  return { orderId: payment.orderId, state: 'cancelled', redirectTo: detailPath(request.id) };
}
