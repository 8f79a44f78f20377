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
import {
  chooseOption,
  MESSAGES,
  onlyLeftInStock,
  personalisationRequired,
  personalisationTooLong,
} from '@shop/shared/messages';
import type { CheckoutLine, CheckoutResponse, UsAddressInput } from '@shop/shared/schemas/order';
import type { CheckoutGiftCard } from '@shop/shared/schemas/gift-card';
import { variantLabel, type Product } from '@shop/shared/schemas/product';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import {
  getProductsByIds,
  loadVariants,
  reserveStock,
  stockOf,
  type VariantRow,
} from '../catalog/index.ts';
import { attachCheckoutSession } from './attach-checkout-session.ts';
import { createPendingOrder, type PricedLine } from './create-pending-order.ts';
import { releaseOrderStock } from './release-order-stock.ts';
import {
  lockCheckoutsOfUser,
  supersedeOpenCheckouts,
  type SupersededCheckout,
} from './supersede-open-checkouts.ts';
import type { CheckoutSessionLine, PaymentProvider } from '../../ports/payments.ts';
import { shippingOptionsFor } from '../shipping/index.ts';
import { recordDiscountUse, takeDiscountUse } from '../discounts/index.ts';
import { getGiftWrapSettings } from '../gift-wrap/index.ts';
import { GIFT_WRAP_LABEL, GIFT_WRAP_NOT_OFFERED } from '@shop/shared/schemas/gift-wrap';
import { shippingCountries, type ShippingOption } from '@shop/shared/schemas/shipping';
import type { OrderRow } from './to-order-dto.ts';
import { applyGiftCardsToOrder } from '../gift-cards/index.ts';
import { payOrderWithGiftCards, recordGiftCardStep } from './gift-card-payment.ts';
import { queuePaidOrderMails } from './queue-paid-order-mails.ts';

export type CheckoutContext = Pick<AppContext, 'db' | 'config' | 'payments'> & {
  log: FastifyBaseLogger;
  /** Wakes the mail outbox after an order the gift cards paid at once. */
  kickOutbox?: () => void;
};

const sessionFailed = () => new AppError(502, 'internal', MESSAGES.sessionCreateFailed);

/**
 * One line per product, variant and personalisation: the same one twice in a body counts once,
 * quantities summed; the same variant with two different texts stays two lines. Texts are
 * trimmed; an empty one is no text.
 */
export function mergeLines(items: CheckoutLine[]): CheckoutLine[] {
  const byKey = new Map<string, CheckoutLine>();
  for (const item of items) {
    const text = item.personalisation?.trim() || undefined;
    const key = JSON.stringify([item.productId, item.variantId ?? null, text ?? null]);
    const merged = byKey.get(key);
    if (merged) merged.quantity += item.quantity;
    else {
      byKey.set(key, {
        productId: item.productId,
        ...(item.variantId ? { variantId: item.variantId } : {}),
        ...(text ? { personalisation: text } : {}),
        quantity: item.quantity,
      });
    }
  }
  return [...byKey.values()];
}

type LineWithVariant = { line: CheckoutLine; index: number; variant: VariantRow };

/**
 * The variant and text of each line of a known product, checked against the product's options
 * and personalisation: a wrong one is a 400 naming the field (`items.2.variantId`), before
 * anything is reserved.
 */
function checkChoices(
  lines: CheckoutLine[],
  byId: Map<string, Product>,
  variants: Map<string, VariantRow[]>,
): LineWithVariant[] {
  const fields: Record<string, string> = {};
  const chosen: LineWithVariant[] = [];
  lines.forEach((line, index) => {
    const product = byId.get(line.productId);
    if (!product) return;
    const rows = variants.get(product.id) ?? [];
    let variant: VariantRow | undefined;
    if (line.variantId) {
      variant = rows.find((row) => row.id === line.variantId);
      if (!variant) fields[`items.${index}.variantId`] = MESSAGES.variantUnknown;
    } else if (product.options.length > 0) {
      fields[`items.${index}.variantId`] = chooseOption(product.options[0]!.name);
    } else {
      variant = rows.find((row) => row.optionValues.length === 0);
      if (!variant) fields[`items.${index}.variantId`] = MESSAGES.variantUnknown;
    }
    const asked = product.personalisation;
    const text = line.personalisation;
    if (!asked && text) fields[`items.${index}.personalisation`] = MESSAGES.personalisationNotAsked;
    else if (asked?.required && !text) {
      fields[`items.${index}.personalisation`] = personalisationRequired(asked.label);
    } else if (asked && text && [...text].length > asked.maxLength) {
      fields[`items.${index}.personalisation`] = personalisationTooLong(
        asked.label,
        asked.maxLength,
      );
    }
    if (variant) chosen.push({ line, index, variant });
  });
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
  return chosen;
}

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
    const products = await getProductsByIds(
      tx,
      lines.map((l) => l.productId),
    );
    const byId = new Map(products.map((p) => [p.id, p]));
    const variants = await loadVariants(
      tx,
      products.map((p) => p.id),
    );
    const chosen = checkChoices(lines, byId, variants);
    const reasons: Record<string, string> = {};
    for (const line of lines) {
      if (!byId.has(line.productId)) reasons[line.productId] = MESSAGES.productUnavailable;
    }
    // Several lines may hold one variant (two texts): their quantities count together.
    const wanted = new Map<string, number>();
    for (const { line, variant } of chosen) {
      wanted.set(variant.id, (wanted.get(variant.id) ?? 0) + line.quantity);
    }
    const priced: PricedLine[] = [];
    for (const { line, variant } of chosen) {
      const product = byId.get(line.productId)!;
      const total = wanted.get(variant.id)!;
      if (variant.stock < total) {
        reasons[line.productId] = onlyLeftInStock(variant.stock);
        continue;
      }
      const text = line.personalisation ?? null;
      const extra = text && product.personalisation ? product.personalisation.priceCents : 0;
      priced.push({
        productId: product.id,
        productName: product.name,
        productImage: variant.imageSrc ?? product.images[0]?.src ?? null,
        quantity: line.quantity,
        priceCents: (variant.priceCents ?? product.priceCents) + extra,
        variantId: variant.id,
        variantLabel: product.options.length
          ? variantLabel(product.options, variant.optionValues)
          : null,
        sku: variant.sku,
        personalisation: text,
      });
    }
    if (Object.keys(reasons).length) throw conflict(MESSAGES.cartItemsUnavailable, reasons);

    // Gift wrap at the maker's price now (never the cart's figure), or refused when not offered.
    const giftWrapCents = giftWrap ? (await getGiftWrapSettings(tx)).priceCents : 0;
    if (giftWrapCents === null) {
      throw badRequest(GIFT_WRAP_NOT_OFFERED, { giftWrap: GIFT_WRAP_NOT_OFFERED });
    }

    // The code is checked again and one use taken, under the code's row lock.
    const discount = discountCode
      ? await takeDiscountUse(tx, {
          code: discountCode,
          userId,
          lines: priced.map((line) => ({
            productId: line.productId,
            category: byId.get(line.productId)!.category,
            priceCents: line.priceCents,
            quantity: line.quantity,
          })),
        })
      : null;
    const subtotalCents = priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const itemsAfterDiscount = subtotalCents - (discount?.discountCents ?? 0);
    const rates = await shippingOptionsFor(tx, { subtotalCents: itemsAfterDiscount });
    const shippingOptions = discount?.freeShipping
      ? rates.map((option) => ({ ...option, amountCents: 0 }))
      : rates;
    const order = await createPendingOrder(tx, {
      userId,
      customer: { email: user.email, name: user.name },
      provider: provider.name,
      lines: priced,
      gift,
      shippingOptions,
      discount: discount ? { code: discount.code, cents: discount.discountCents } : null,
      giftWrapCents,
    });
    if (discount) {
      await recordDiscountUse(tx, { discountId: discount.discountId, orderId: order.id, userId });
    }
    // Gift cards after the discount: what they pay is held on them until the order is paid.
    const giftCardStep = await applyGiftCardsToOrder(tx, {
      orderId: order.id,
      cards: giftCards,
      itemsDueCents: order.totalCents,
      cheapestShippingCents: cheapestRate(shippingOptions)?.amountCents ?? 0,
    });
    const pricedOrder = await recordGiftCardStep(
      tx,
      order,
      giftCardStep,
      cheapestRate(shippingOptions),
    );
    // A fixed order (by product, then variant) keeps two multi-line checkouts from deadlocking.
    const inLockOrder = [...priced].sort(
      (a, b) => a.productId.localeCompare(b.productId) || a.variantId.localeCompare(b.variantId),
    );
    for (const line of inLockOrder) {
      if (!(await reserveStock(tx, line))) {
        // Someone else took the units since the read above; the throw rolls back the order.
        const left = await stockOf(tx, line.productId, line.variantId);
        throw conflict(MESSAGES.cartItemsUnavailable, {
          [line.productId]: left === null ? MESSAGES.productUnavailable : onlyLeftInStock(left),
        });
      }
    }
    // Paid in full by the cards: no hosted page, the order is paid now and its mails queued.
    const isPaid = giftCardStep.coversShipping
      ? await payOrderWithGiftCards(tx, pricedOrder, shippingAddress)
      : false;
    if (isPaid) await queuePaidOrderMails({ tx, config: ctx.config, orderId: order.id });
    const images = new Map(products.map((p) => [p.id, p.images.map((image) => image.src)]));
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
): Promise<CheckoutResponse> {
  const provider = ctx.payments;
  if (!provider) {
    ctx.log.error('checkout refused: no payment provider is configured');
    throw new AppError(503, 'internal', MESSAGES.sessionCreateFailed);
  }
  if (!user.email) throw badRequest(MESSAGES.userEmailNotFound);

  const lines = mergeLines(items);
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
    return { url: `/orders/${order.id}?paid=gift-card` };
  }

  return openPaymentPage(ctx, provider, user, order, [
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
