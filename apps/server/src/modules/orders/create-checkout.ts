/**
 * POST /api/checkout. The body names products and quantities only; the server
 * prices every line from the database.
 *   1. One transaction, under a per-user lock: the shopper's earlier open checkouts are
 *      superseded (released), then the order (pending/pending) with item snapshots, and each line's stock
 *      reserved by a conditional UPDATE — a line that cannot be covered rolls everything back
 *      and answers 409 with a reason per product line.
 *   2. Outside it: the provider opens the hosted session (idempotency key per order).
 *   3. The order awaits payment and remembers the session id.
 * Any failure after step 1 releases the stock and leaves the order failed/cancelled.
 */
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, onlyLeftInStock } from '@shop/shared/messages';
import type { CheckoutLine, CheckoutResponse, UsAddressInput } from '@shop/shared/schemas/order';
import type { CheckoutGiftCard } from '@shop/shared/schemas/gift-card';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { reserveStock, stockOf } from '../catalog/index.ts';
import { attachCheckoutSession } from './attach-checkout-session.ts';
import { createPendingOrder } from './create-pending-order.ts';
import { priceOrder } from './price-order.ts';
import { releaseOrderStock } from './release-order-stock.ts';
import {
  lockCheckoutsOfUser,
  supersedeOpenCheckouts,
  type SupersededCheckout,
} from './supersede-open-checkouts.ts';
import type { CheckoutSessionLine, PaymentProvider } from '../../ports/payments.ts';
import { recordDiscountUse } from '../discounts/index.ts';
import { GIFT_WRAP_LABEL } from '@shop/shared/schemas/gift-wrap';
import { shippingCountries, type ShippingOption } from '@shop/shared/schemas/shipping';
import type { OrderRow } from './to-order-dto.ts';
import { applyGiftCardsToOrder } from '../gift-cards/index.ts';
import { payOrderWithGiftCards, recordGiftCardStep } from './gift-card-payment.ts';
import { queuePaidOrderMails } from './queue-paid-order-mails.ts';

export type CheckoutContext = Pick<AppContext, 'db' | 'config' | 'payments' | 'authSecret'> & {
  log: FastifyBaseLogger;
  /** Wakes the mail outbox after an order the gift cards paid at once. */
  kickOutbox?: () => void;
};

const sessionFailed = () => new AppError(502, 'internal', MESSAGES.sessionCreateFailed);

/** After commit: the superseded checkouts' hosted pages are closed at the provider. */
export async function closeSupersededSessions(
  ctx: CheckoutContext,
  provider: PaymentProvider,
  superseded: SupersededCheckout[],
) {
  for (const old of superseded) {
    if (!old.checkoutSessionId || old.paymentProvider !== provider.name) continue;
    // A session that will not close (completing right now) becomes a late payment.
    await provider.expireCheckoutSession(old.checkoutSessionId).catch((error: unknown) => {
      ctx.log.warn({ err: error, orderId: old.orderId }, 'could not close an earlier checkout');
    });
  }
}

async function reserveOrder(
  ctx: CheckoutContext,
  provider: PaymentProvider,
  user: SessionUser,
  lines: CheckoutLine[],
  gift: { isGift: boolean; note: string | null },
  discountCode: string | undefined,
  giftWrap: boolean,
  giftCards: CheckoutGiftCard[],
  shippingAddress: UsAddressInput | undefined,
) {
  const userId = user.id;
  return ctx.db.transaction(async (tx) => {
    await lockCheckoutsOfUser(tx, userId);
    const superseded = await supersedeOpenCheckouts(tx, userId);
    // The one pricing rule, strict: choices checked, stock checked, one use of the code taken.
    const pricing = await priceOrder(tx, { lines, discountCode, giftWrap, userId }, 'checkout');
    const { lines: priced, discount } = pricing;
    const order = await createPendingOrder(tx, {
      userId,
      customer: { email: user.email, name: user.name },
      provider: provider.name,
      lines: priced,
      gift,
      shippingOptions: pricing.shippingOptions,
      discount: discount ? { code: discount.code, cents: discount.cents } : null,
      giftWrapCents: pricing.giftWrapCents,
      needsShipping: pricing.needsShipping,
    });
    if (discount?.discountId) {
      await recordDiscountUse(tx, { discountId: discount.discountId, orderId: order.id, userId });
    }
    // Gift cards after the discount: what they pay is held on them until the order is paid.
    const cheapest = cheapestRate(pricing.shippingOptions);
    const giftCardStep = await applyGiftCardsToOrder(tx, {
      orderId: order.id,
      cards: giftCards,
      itemsDueCents: order.totalCents,
      cheapestShippingCents: cheapest?.amountCents ?? 0,
    });
    const pricedOrder = await recordGiftCardStep(tx, order, giftCardStep, cheapest);
    // A fixed order (by product, then variant) keeps two multi-line checkouts from deadlocking.
    const inLockOrder = [...priced].sort(
      (a, b) => a.productId.localeCompare(b.productId) || a.variantId.localeCompare(b.variantId),
    );
    for (const line of inLockOrder) {
      // A pattern has no stock limit: nothing is counted or reserved for its lines.
      if (line.downloadLimit !== null) continue;
      if (!(await reserveStock(tx, line))) {
        // Someone else took the units since the read above; the throw rolls back the order.
        const left = await stockOf(tx, line.productId, line.variantId);
        throw conflict(MESSAGES.cartItemsUnavailable, {
          [line.productId]: left === null ? MESSAGES.productUnavailable : onlyLeftInStock(left),
        });
      }
    }
    const images = new Map(
      [...pricing.products.values()].map((p) => [p.id, p.images.map((image) => image.src)]),
    );
    // Paid in full by the cards: no hosted page, the order is paid now and its mails queued.
    const isPaid = giftCardStep.coversShipping
      ? await payOrderWithGiftCards(tx, pricedOrder, shippingAddress)
      : false;
    if (isPaid) {
      await queuePaidOrderMails({
        tx,
        config: ctx.config,
        authSecret: ctx.authSecret,
        orderId: order.id,
      });
    }
    return { order: pricedOrder, priced, images, superseded, isPaid };
  });
}

/** The cheapest rate serving the US (the address a gift-card-paid order gives), or null. */
function cheapestRate(options: ShippingOption[]): ShippingOption | null {
  const serving = options.filter((option) => option.countries.includes('US'));
  return serving.reduce<ShippingOption | null>(
    (best, option) => (!best || option.amountCents < best.amountCents ? option : best),
    null,
  );
}

/** What comes off the items at the provider: the discount and what gift cards pay. */
export function providerDiscount(
  order: Pick<OrderRow, 'discountCents' | 'discountCode' | 'giftCardCents'>,
): { code: string; amountCents: number } | null {
  const amountCents = order.discountCents + order.giftCardCents;
  if (amountCents <= 0) return null;
  const code = [order.discountCode, order.giftCardCents > 0 ? 'Gift card' : null]
    .filter(Boolean)
    .join(' + ');
  return { code, amountCents };
}

const absoluteUrl = (src: string, base: string) => new URL(src, `${base}/`).href;

export async function createCheckout(
  ctx: CheckoutContext,
  user: SessionUser,
  items: CheckoutLine[],
  {
    discountCode,
    isGift,
    giftNote,
    giftWrap,
    giftCards = [],
    shippingAddress,
  }: {
    discountCode?: string;
    isGift?: boolean;
    giftNote?: string;
    giftWrap?: boolean;
    giftCards?: CheckoutGiftCard[];
    shippingAddress?: UsAddressInput;
  } = {},
): Promise<CheckoutResponse & { orderId: string }> {
  const provider = ctx.payments;
  if (!provider) {
    ctx.log.error('checkout refused: no payment provider is configured');
    throw new AppError(503, 'internal', MESSAGES.sessionCreateFailed);
  }
  if (!user.email) throw badRequest(MESSAGES.userEmailNotFound);

  const lines = items;
  const { order, priced, images, superseded, isPaid } = await reserveOrder(
    ctx,
    provider,
    user,
    lines,
    { isGift: isGift ?? false, note: giftNote?.trim() || null },
    discountCode || undefined,
    giftWrap ?? false,
    giftCards,
    shippingAddress,
  );
  await closeSupersededSessions(ctx, provider, superseded);
  if (isPaid) {
    ctx.kickOutbox?.();
    return { url: `/orders/${order.id}?paid=gift-card`, orderId: order.id };
  }

  const page = await openPaymentPage(ctx, provider, user, order, [
    ...priced.map((line) => ({
      productId: line.productId,
      name: [
        line.productName,
        line.variantLabel,
        line.personalisation && `“${line.personalisation}”`,
      ]
        .filter(Boolean)
        .join(' — '),
      images: (images.get(line.productId) ?? []).map((src) =>
        absoluteUrl(src, ctx.config.publicUrl),
      ),
      unitAmountCents: line.priceCents,
      quantity: line.quantity,
    })),
    // Gift wrap is a line of its own, so the provider's total is the order's total.
    ...(order.giftWrapCents > 0
      ? [
          {
            productId: 'gift-wrap',
            name: GIFT_WRAP_LABEL,
            images: [],
            unitAmountCents: order.giftWrapCents,
            quantity: 1,
          },
        ]
      : []),
  ]);
  return { ...page, orderId: order.id };
}

/**
 * The hosted payment page for a pending order: opened at the provider (one idempotency key per
 * order), then remembered on the order. Any failure releases what the order holds and leaves it
 * failed; a newer checkout of the same shopper that superseded it meanwhile closes this page.
 */
export async function openPaymentPage(
  ctx: CheckoutContext,
  provider: PaymentProvider,
  user: SessionUser,
  order: OrderRow,
  lines: CheckoutSessionLine[],
): Promise<CheckoutResponse> {
  let session;
  try {
    session = await provider.createCheckoutSession({
      orderId: order.id,
      userId: user.id,
      customerEmail: user.email,
      idempotencyKey: `checkout-session-${order.id}`,
      lines,
      // The gift cards' part comes off like the discount, so the provider charges the rest.
      discount: providerDiscount(order),
      shippingOptions: order.shippingOptions,
      allowedCountries: shippingCountries(order.shippingOptions),
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, MESSAGES.sessionCreateFailed);
    await releaseOrderStock(ctx.db, order.id, 'failed');
    throw sessionFailed();
  }

  let isAttached: boolean;
  try {
    isAttached = await attachCheckoutSession(ctx.db, {
      orderId: order.id,
      sessionId: session.id,
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, MESSAGES.sessionCreateFailed);
    await provider.expireCheckoutSession(session.id).catch(() => undefined);
    await releaseOrderStock(ctx.db, order.id, 'failed');
    throw sessionFailed();
  }
  if (!isAttached) {
    // A newer checkout of the same shopper superseded this one while its session was opened.
    await provider.expireCheckoutSession(session.id).catch(() => undefined);
    throw conflict(MESSAGES.checkoutSessionClosed);
  }
  return { url: session.url };
}
