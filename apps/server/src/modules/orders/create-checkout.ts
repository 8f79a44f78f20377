/**
 * POST /api/checkout (ARCHITECTURE §5). The body names products and quantities only; the server
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
import type { CheckoutLine, CheckoutResponse } from '@shop/shared/schemas/order';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { getProductsByIds, reserveStock, stockOf } from '../catalog/index.ts';
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
import { shippingCountries } from '@shop/shared/schemas/shipping';

type CheckoutContext = Pick<AppContext, 'db' | 'config' | 'payments'> & { log: FastifyBaseLogger };

const sessionFailed = () => new AppError(502, 'internal', MESSAGES.sessionCreateFailed);

/** One line per product: the same product twice in a body counts once, quantities summed. */
export function mergeLines(items: CheckoutLine[]): CheckoutLine[] {
  const byId = new Map<string, number>();
  for (const { productId, quantity } of items) {
    byId.set(productId, (byId.get(productId) ?? 0) + quantity);
  }
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
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
  discountCode: string | undefined,
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
    const reasons: Record<string, string> = {};
    const priced: PricedLine[] = [];
    for (const line of lines) {
      const product = byId.get(line.productId);
      if (!product) reasons[line.productId] = MESSAGES.productUnavailable;
      else if (product.stock < line.quantity)
        reasons[line.productId] = onlyLeftInStock(product.stock);
      else {
        priced.push({
          productId: product.id,
          productName: product.name,
          productImage: product.images[0]?.src ?? null,
          quantity: line.quantity,
          priceCents: product.priceCents,
        });
      }
    }
    if (Object.keys(reasons).length) throw conflict(MESSAGES.cartItemsUnavailable, reasons);

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
      shippingOptions,
      discount: discount ? { code: discount.code, cents: discount.discountCents } : null,
    });
    if (discount) {
      await recordDiscountUse(tx, { discountId: discount.discountId, orderId: order.id, userId });
    }
    // A fixed order (by product id) keeps two multi-line checkouts from deadlocking.
    for (const line of [...priced].sort((a, b) => a.productId.localeCompare(b.productId))) {
      if (!(await reserveStock(tx, line))) {
        // Someone else took the units since the read above; the throw rolls back the order.
        const left = await stockOf(tx, line.productId);
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
  { discountCode }: { discountCode?: string } = {},
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
    discountCode || undefined,
  );
  await closeSupersededSessions(ctx, provider, superseded);

  let session;
  try {
    session = await provider.createCheckoutSession({
      orderId: order.id,
      userId: user.id,
      customerEmail: user.email,
      idempotencyKey: `checkout-session-${order.id}`,
      lines: priced.map((line) => ({
        productId: line.productId,
        name: line.productName,
        images: (images.get(line.productId) ?? []).map((src) =>
          absoluteUrl(src, ctx.config.publicUrl),
        ),
        unitAmountCents: line.priceCents,
        quantity: line.quantity,
      })),
      discount:
        order.discountCents > 0
          ? { code: order.discountCode ?? '', amountCents: order.discountCents }
          : null,
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
