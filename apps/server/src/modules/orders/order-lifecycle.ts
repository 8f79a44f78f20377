/**
 * The order lifecycle as one state machine over (payment status × order status), in the spirit
 * of Stripe's fulfilment guide and Shopify's financial/fulfilment states. Every transition runs
 * inside the caller's transaction with the order row locked (lock-order.ts), so a webhook, the
 * expiry sweep, a superseding checkout and the admin never interleave on one order.
 *
 *   payment status     → may become                      stock
 *   pending            → awaiting_payment, paid, failed, cancelled    reserved
 *   awaiting_payment   → paid, expired, failed, cancelled             reserved
 *   expired / failed / cancelled (released)
 *                      → paid            (late payment, units re-reserved: order reopened)
 *                      → refund_pending  (late payment, units gone: order stays cancelled)
 *   refund_pending     → refunded                                     —
 *   paid               → refund_pending  (the admin cancels it)       back on the shelf,
 *                                                                    unless it had shipped
 *   refunded           → (final)
 *
 * Paid money is never recorded as `cancelled`: a paid order is either kept (and its units sold)
 * or on its way back to the shopper (refund_pending → refunded).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Address, PaymentStatus } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';
import { releaseStock, reserveStock } from '../catalog/index.ts';
import { releaseDiscountUse } from '../discounts/index.ts';
import {
  activateBoughtCards,
  releaseGiftCardHolds,
  retakeReleasedHolds,
  spendGiftCardHolds,
  voidBoughtCards,
} from '../gift-cards/index.ts';
import type { OrderRow } from './to-order-dto.ts';

const TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['awaiting_payment', 'paid', 'failed', 'cancelled', 'expired'],
  awaiting_payment: ['paid', 'expired', 'failed', 'cancelled'],
  expired: ['paid', 'refund_pending'],
  failed: ['paid', 'refund_pending'],
  cancelled: ['paid', 'refund_pending'],
  paid: ['refund_pending'],
  refund_pending: ['refunded'],
  refunded: [],
};

/** Payment statuses whose order still holds reserved, unpaid units. */
export const OPEN_PAYMENT_STATUSES: PaymentStatus[] = ['pending', 'awaiting_payment'];

/** Orders still holding their reserved stock while their payment is in one of these states. */
export const holdsReservedStock = (statuses: PaymentStatus[] = OPEN_PAYMENT_STATUSES) =>
  and(eq(orders.stockReserved, true), inArray(orders.paymentStatus, statuses));

/** Payment statuses whose money is (or was) in the shop's hands. */
export const PAID_PAYMENT_STATUSES: PaymentStatus[] = ['paid', 'refund_pending', 'refunded'];

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return (TRANSITIONS[from] ?? []).includes(to);
}

export class IllegalTransitionError extends Error {
  constructor(from: string, to: string) {
    super(`An order cannot go from payment status ${from} to ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

function assertTransition(order: OrderRow, to: PaymentStatus) {
  if (!canTransition(order.paymentStatus, to)) {
    throw new IllegalTransitionError(order.paymentStatus, to);
  }
}

async function itemsOf(tx: Db, orderId: string) {
  return (
    tx
      .select({
        productId: orderItems.productId,
        variantId: orderItems.variantId,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      // Pattern lines (with a download limit) hold no stock: nothing to take or give back.
      .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.downloadLimit)))
      // A fixed order (by product, then variant) keeps concurrent multi-line updates from
      // deadlocking.
      .orderBy(asc(orderItems.productId), asc(orderItems.variantId))
  );
}

export type PaymentReceived = {
  shippingAddress: Address | null;
  billingAddress: Address | null;
  /** The provider's payment id (Stripe PaymentIntent), kept for a refund. */
  providerPaymentId: string | null;
};

export type PaymentOutcome =
  /** Nothing changed: the money was already recorded. */
  | 'already_recorded'
  /** The order is paid and its units sold (reserved ones, or re-reserved after a release). */
  | 'paid'
  /** A late payment for units no longer on the shelf: it must be refunded. */
  | 'needs_refund';

/**
 * Money arrived for an order (locked by the caller). An open order becomes paid with the units
 * it holds. A released one (expired, failed, cancelled) takes its units again if every line is
 * still on the shelf — all or none, in a savepoint — and is reopened as a normal paid order;
 * otherwise it becomes `refund_pending`, keeps status `cancelled`, and the caller refunds it.
 */
export async function recordPayment(
  tx: Db,
  order: OrderRow,
  payment: PaymentReceived,
): Promise<PaymentOutcome> {
  if (PAID_PAYMENT_STATUSES.includes(order.paymentStatus)) {
    return 'already_recorded';
  }
  const paidFields = {
    paidAt: new Date(),
    shippingAddress: payment.shippingAddress,
    billingAddress: payment.billingAddress,
    providerPaymentId: payment.providerPaymentId,
  };
  if (order.stockReserved) {
    assertTransition(order, 'paid');
    await tx
      .update(orders)
      .set({ ...paidFields, paymentStatus: 'paid', stockReserved: false })
      .where(eq(orders.id, order.id));
    // What the gift cards held is now spent, and the cards this order bought exist.
    await spendGiftCardHolds(tx, order.id);
    await activateBoughtCards(tx, order.id);
    return 'paid';
  }

  assertTransition(order, 'paid');
  const items = await itemsOf(tx, order.id);
  const isReReserved = await tx
    .transaction(async (savepoint) => {
      for (const item of items) {
        if (!(await reserveStock(savepoint, item))) {
          throw new ShortOfStock();
        }
      }
      // The gift cards' part was given back at the release: it must be there to take again.
      if (!(await retakeReleasedHolds(savepoint, order.id))) throw new ShortOfStock();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof ShortOfStock) return false;
      throw error;
    });
  await tx
    .update(orders)
    .set(
      isReReserved
        ? // Reopened: the maker ships it like any paid order.
          { ...paidFields, paymentStatus: 'paid', status: 'pending', stockReserved: false }
        : {
            ...paidFields,
            paymentStatus: 'refund_pending',
            status: 'cancelled',
            stockReserved: false,
          },
    )
    .where(eq(orders.id, order.id));
  if (isReReserved) await activateBoughtCards(tx, order.id);
  return isReReserved ? 'paid' : 'needs_refund';
}

class ShortOfStock extends Error {}

export type ReleaseOutcome = 'expired' | 'failed' | 'cancelled';

/**
 * An open order that will not be paid gives its units back and is cancelled. False when there
 * was nothing to release (already released, or paid): events, sweeps and clicks may all ask.
 */
export async function releaseReservation(
  tx: Db,
  order: OrderRow,
  outcome: ReleaseOutcome,
): Promise<boolean> {
  if (!order.stockReserved || !canTransition(order.paymentStatus, outcome)) return false;
  const released = await tx
    .update(orders)
    .set({
      stockReserved: false,
      paymentStatus: outcome,
      status: 'cancelled',
      cancelledAt: sql`coalesce(${orders.cancelledAt}, now())`,
    })
    .where(and(eq(orders.id, order.id), holdsReservedStock()))
    .returning({ id: orders.id });
  if (released.length === 0) return false;
  // Gift cards first: a checkout locks its cards before the stock, so the same order here
  // keeps a release and a checkout from deadlocking.
  await releaseGiftCardHolds(tx, order.id);
  await voidBoughtCards(tx, order.id);
  for (const item of await itemsOf(tx, order.id)) {
    await releaseStock(tx, item);
  }
  // Its discount code's use goes back too (expired, cancelled, failed or superseded).
  if (order.discountCode) await releaseDiscountUse(tx, order.id);
  return true;
}

/**
 * A paid order whose money must go back. With `returnStock`, its sold units go back on the shelf
 * in the same step (the admin's cancel of an order that has not shipped), so they return exactly
 * once: a second request finds the order already `refund_pending` and changes nothing.
 * True when a refund is due (requested now or earlier).
 */
export async function requestRefund(
  tx: Db,
  order: OrderRow,
  { returnStock = false }: { returnStock?: boolean } = {},
): Promise<boolean> {
  if (order.paymentStatus === 'refund_pending') return true;
  if (!canTransition(order.paymentStatus, 'refund_pending')) return false;
  await tx.update(orders).set({ paymentStatus: 'refund_pending' }).where(eq(orders.id, order.id));
  if (returnStock) {
    for (const item of await itemsOf(tx, order.id)) {
      await releaseStock(tx, item);
    }
  }
  return true;
}

/** The provider confirmed the refund. */
export async function recordRefund(tx: Db, order: OrderRow, refundId: string): Promise<boolean> {
  if (order.paymentStatus === 'refunded') return false;
  assertTransition(order, 'refunded');
  await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', refundId })
    .where(eq(orders.id, order.id));
  return true;
}
