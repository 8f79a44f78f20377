/**
 * The orders module's public shape of an order: the row and its item snapshots mapped to the
 * shared `Order` (money in cents, dates as ISO strings).
 */
import type { Order } from '@shop/shared/schemas/order';
import type { orderItems, orders } from './schema.ts';
import { isoTime, isoTimeOrNull } from '../../db/iso-time.ts';
import type { OrderPaymentRow } from './load-order-payments.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** `payments`: an order paid in parts lists its payments (see load-order-payments.ts). */
export function toOrderDto(
  row: OrderRow,
  items: OrderItemRow[],
  payments: OrderPaymentRow[] = [],
): Order {
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.paymentStatus,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    discountCode: row.discountCode ?? null,
    shippingCents: row.shippingCents,
    shippingRateName: row.shippingRateName ?? null,
    giftWrapCents: row.giftWrapCents,
    totalCents: row.totalCents,
    giftCardCents: row.giftCardCents,
    refundedCents: row.refundedCents,
    shippingAddress: row.shippingAddress ?? null,
    billingAddress: row.billingAddress ?? null,
    paidAt: isoTimeOrNull(row.paidAt),
    trackingNumber: row.trackingNumber ?? null,
    trackingUrl: row.trackingUrl ?? null,
    cancelledAt: isoTimeOrNull(row.cancelledAt),
    createdAt: isoTime(row.createdAt),
    isGift: row.isGift,
    giftNote: row.giftNote ?? null,
    needsShipping: row.needsShipping,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      quantity: item.quantity,
      priceCents: item.priceCents,
      variantId: item.variantId ?? null,
      variantLabel: item.variantLabel ?? null,
      sku: item.sku ?? null,
      personalisation: item.personalisation ?? null,
      isDigital: item.downloadLimit !== null,
    })),
    payments: payments.map((payment) => ({
      kind: payment.kind,
      amountCents: payment.amountCents,
      paidAt: isoTime(payment.paidAt),
    })),
  };
}
