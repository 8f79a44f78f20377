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
import type { CheckoutLine, CheckoutResponse } from '@shop/shared/schemas/order';
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
import type { PaymentProvider } from '../../ports/payments.ts';
import { shippingOptionsFor } from '../shipping/index.ts';
import { recordDiscountUse, takeDiscountUse } from '../discounts/index.ts';
import { getGiftWrapSettings } from '../gift-wrap/index.ts';
import { GIFT_WRAP_LABEL, GIFT_WRAP_NOT_OFFERED } from '@shop/shared/schemas/gift-wrap';
import { shippingCountries } from '@shop/shared/schemas/shipping';
import { DEFAULT_DOWNLOAD_LIMIT, PATTERN_TEXTS } from '@shop/shared/schemas/pattern';
import { linesWithoutFiles } from '../patterns/index.ts';
import { shippingBasis } from './shipping-basis.ts';

type CheckoutContext = Pick<AppContext, 'db' | 'config' | 'payments'> & { log: FastifyBaseLogger };

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

/** Pattern lines whose option has no PDF to deliver yet: not for sale. */
async function patternsWithoutFiles(
  tx: CheckoutContext['db'],
  chosen: LineWithVariant[],
  byId: Map<string, Product>,
): Promise<Set<string>> {
  const patternLines = chosen
    .filter(({ line }) => byId.get(line.productId)?.kind === 'pattern')
    .map(({ line, variant }) => ({
      productId: line.productId,
      optionValues: variant.optionValues,
    }));
  return linesWithoutFiles(tx, patternLines);
}

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
async function closeSupersededSessions(
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
      // A pattern has no stock limit: nothing is counted or reserved for its lines.
      const isPattern = product.kind === 'pattern';
      if (!isPattern && variant.stock < total) {
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
        downloadLimit: isPattern ? (product.downloadLimit ?? DEFAULT_DOWNLOAD_LIMIT) : null,
      });
    }
    for (const productId of await patternsWithoutFiles(tx, chosen, byId)) {
      reasons[productId] = PATTERN_TEXTS.patternNotReady;
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
    // Shipping is priced on the physical lines only; patterns alone ship nothing.
    const basis = shippingBasis(priced, discount?.discountCents ?? 0);
    const rates = basis.needsShipping
      ? await shippingOptionsFor(tx, { subtotalCents: basis.physicalCents })
      : [];
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
      needsShipping: basis.needsShipping,
    });
    if (discount) {
      await recordDiscountUse(tx, { discountId: discount.discountId, orderId: order.id, userId });
    }
    // A fixed order (by product, then variant) keeps two multi-line checkouts from deadlocking.
    const inLockOrder = [...priced].sort(
      (a, b) => a.productId.localeCompare(b.productId) || a.variantId.localeCompare(b.variantId),
    );
    for (const line of inLockOrder) {
      if (line.downloadLimit !== null) continue;
      if (!(await reserveStock(tx, line))) {
        // Someone else took the units since the read above; the throw rolls back the order.
        const left = await stockOf(tx, line.productId, line.variantId);
        throw conflict(MESSAGES.cartItemsUnavailable, {
          [line.productId]: left === null ? MESSAGES.productUnavailable : onlyLeftInStock(left),
        });
      }
    }
    const images = new Map(products.map((p) => [p.id, p.images.map((image) => image.src)]));
    return { order, priced, images, superseded };
  });
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
  }: { discountCode?: string; isGift?: boolean; giftNote?: string; giftWrap?: boolean } = {},
): Promise<CheckoutResponse> {
  const provider = ctx.payments;
  if (!provider) {
    ctx.log.error('checkout refused: no payment provider is configured');
    throw new AppError(503, 'internal', MESSAGES.sessionCreateFailed);
  }
  if (!user.email) throw badRequest(MESSAGES.userEmailNotFound);

  const lines = mergeLines(items);
  const { order, priced, images, superseded } = await reserveOrder(
    ctx,
    provider,
    user,
    lines,
    { isGift: isGift ?? false, note: giftNote?.trim() || null },
    discountCode || undefined,
    giftWrap ?? false,
  );
  await closeSupersededSessions(ctx, provider, superseded);

  let session;
  try {
    session = await provider.createCheckoutSession({
      orderId: order.id,
      userId: user.id,
      customerEmail: user.email,
      idempotencyKey: `checkout-session-${order.id}`,
      lines: [
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
      ],
      discount:
        order.discountCents > 0
          ? { code: order.discountCode ?? '', amountCents: order.discountCents }
          : null,
      shippingOptions: order.shippingOptions,
      allowedCountries: order.needsShipping ? shippingCountries(order.shippingOptions) : [],
      collectsShippingAddress: order.needsShipping,
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
