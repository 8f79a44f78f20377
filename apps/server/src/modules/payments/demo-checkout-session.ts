/**
 * Demo payments' hosted page, server side: read a session (its order's lines and total),
 * pay it — through the same `applyPaymentEvent` a Stripe webhook uses — or cancel it. Only the
 * customer who placed the order sees it; an unpaid session past its 30 minutes expires on
 * access (the sweep catches the ones nobody looks at).
 */
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@shop/shared/messages';
import type {
  TestCheckoutPay,
  TestCheckoutResult,
  TestCheckoutSession,
  TestSessionState,
} from '@shop/shared/schemas/order';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { demoPaidEvent } from '../../lib/demo-paid-event.ts';
import {
  findOrderRowBySession,
  loadOrderItems,
  releaseOrderStock,
  toOrderDto,
  type OrderRow,
  applyPaymentEvent,
} from '../orders/index.ts';
import { demoSessionExpiresAt } from './demo-provider.ts';

type DemoCheckoutContext = Pick<
  AppContext,
  'db' | 'outbox' | 'config' | 'payments' | 'authSecret'
> & {
  log: FastifyBaseLogger;
};

const STATE_OF_PAYMENT: Record<string, TestSessionState> = {
  pending: 'open',
  awaiting_payment: 'open',
  paid: 'paid',
  expired: 'expired',
  cancelled: 'cancelled',
  failed: 'failed',
};

export const confirmationPath = (sessionId: string) =>
  `/order-confirmation?session_id=${encodeURIComponent(sessionId)}`;

/** The caller's test session, expired first if its time is up. */
/** Whose session, which one, and when (tests move the clock to see one expire). */
type SessionInput = { user: SessionUser; sessionId: string; now?: Date };

async function loadOwnSession(
  ctx: DemoCheckoutContext,
  { user, sessionId, now = new Date() }: SessionInput,
): Promise<OrderRow> {
  let order = await findOrderRowBySession(ctx.db, sessionId);
  if (!order || order.userId !== user.id || order.paymentProvider !== 'test') {
    throw notFound('Checkout session not found');
  }
  if (
    order.paymentStatus === 'awaiting_payment' &&
    now >= demoSessionExpiresAt(new Date(order.createdAt))
  ) {
    await releaseOrderStock(ctx.db, order.id, 'expired');
    order = (await findOrderRowBySession(ctx.db, sessionId)) ?? order;
  }
  return order;
}

export async function getDemoSession(
  ctx: DemoCheckoutContext,
  input: SessionInput,
): Promise<TestCheckoutSession> {
  const { user, sessionId } = input;
  const order = await loadOwnSession(ctx, input);
  const items = await loadOrderItems(ctx.db, [order.id]);
  const dto = toOrderDto(order, items.get(order.id) ?? []);
  return {
    sessionId,
    orderId: order.id,
    state: STATE_OF_PAYMENT[order.paymentStatus] ?? 'failed',
    customerEmail: user.email,
    subtotalCents: dto.subtotalCents,
    discountCents: dto.discountCents,
    discountCode: dto.discountCode,
    giftWrapCents: dto.giftWrapCents,
    giftCardCents: dto.giftCardCents,
    totalCents: dto.totalCents,
    shippingOptions: order.shippingOptions.filter((o) => o.countries.includes('US')),
    fixedShipping: null,
    instalment: null,
    needsShipping: order.needsShipping,
    expiresAt: demoSessionExpiresAt(new Date(order.createdAt)).toISOString(),
    items: dto.items,
  };
}

function refuseClosed(state: TestSessionState): never {
  throw conflict(
    state === 'expired' ? MESSAGES.checkoutSessionExpired : MESSAGES.checkoutSessionClosed,
  );
}

export async function payDemoSession(
  ctx: DemoCheckoutContext,
  input: SessionInput & { body: TestCheckoutPay },
): Promise<TestCheckoutResult> {
  const { sessionId, body } = input;
  const order = await loadOwnSession(ctx, input);
  const state = STATE_OF_PAYMENT[order.paymentStatus] ?? 'failed';
  const paid = {
    orderId: order.id,
    state: 'paid',
    redirectTo: confirmationPath(sessionId),
  } as const;
  if (state === 'paid') return paid;
  if (state !== 'open') refuseClosed(state);

  // An order of patterns only ships nothing: a shipping address or rate sent anyway is
  // ignored, so billing must be given on its own. Otherwise, like Stripe's page, the shopper
  // gives an address and picks an offered rate serving its country.
  const shippingAddress = order.needsShipping ? body.shippingAddress : undefined;
  if (order.needsShipping && !shippingAddress) {
    throw new AppError(400, 'validation_failed', 'Shipping address is required', {
      shippingAddress: 'Shipping address is required',
    });
  }
  const billingSameAsShipping = body.billingSameAsShipping && shippingAddress !== undefined;
  if (!billingSameAsShipping && !body.billingAddress) {
    throw new AppError(400, 'validation_failed', 'Billing address is required', {
      billingAddress: 'Billing address is required',
    });
  }
  const offered = order.shippingOptions.filter(
    (o) => shippingAddress && o.countries.includes(shippingAddress.country),
  );
  const option = order.shippingOptions.length
    ? offered.find((o) => o.id === body.shippingOptionId)
    : undefined;
  if (order.shippingOptions.length && !option) {
    throw new AppError(400, 'validation_failed', MESSAGES.chooseShippingRate, {
      shippingOptionId: MESSAGES.chooseShippingRate,
    });
  }
  const result = await applyPaymentEvent(
    ctx,
    demoPaidEvent({
      sessionId,
      orderId: order.id,
      // Gift cards paid their part at checkout; the page charges the rest.
      amountTotalCents: order.totalCents - order.giftCardCents + (option?.amountCents ?? 0),
      shipping: option ?? null,
      paymentRef: order.id,
      form: { ...body, shippingAddress, billingSameAsShipping },
    }),
    { provider: 'test', requireOpen: true },
  );
  if (result.outcome === 'paid' || result.outcome === 'already_paid') return paid;
  if (result.outcome === 'not_open') {
    refuseClosed(STATE_OF_PAYMENT[result.paymentStatus] ?? 'failed');
  }
  throw new AppError(500, 'internal', MESSAGES.checkoutFailed);
}

export async function cancelDemoSession(
  ctx: DemoCheckoutContext,
  input: SessionInput,
): Promise<TestCheckoutResult> {
  const order = await loadOwnSession(ctx, input);
  if (order.paymentStatus === 'paid') throw conflict('This order has already been paid');
  await releaseOrderStock(ctx.db, order.id, 'cancelled');
  const after = await findOrderRowBySession(ctx.db, input.sessionId);
  return {
    orderId: order.id,
    state: STATE_OF_PAYMENT[after?.paymentStatus ?? 'cancelled'] ?? 'cancelled',
    redirectTo: '/cart',
  };
}
