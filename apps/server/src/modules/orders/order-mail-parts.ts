/** Pieces every order mail shares: the order number, its lines and an address as text. */
import { ORDER_ID_PREFIX_LENGTH } from '@shop/shared/constants';
import { formatPrice } from '@shop/shared/money';
import type { Address, Order, OrderMoney } from '@shop/shared/schemas/order';

export const orderNumber = (orderId: string) => orderId.slice(0, ORDER_ID_PREFIX_LENGTH);

export function addressLines(address: Address): string {
  return [
    address.name,
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.postal_code}`,
    address.country,
  ]
    .filter(Boolean)
    .join('\n');
}

export function orderLines(order: Pick<Order, 'items'>): string {
  return order.items
    .map(
      (item) =>
        `${item.quantity} × ${item.productName}${item.variantLabel ? ` (${item.variantLabel})` : ''}${item.personalisation ? `, personalised “${item.personalisation}”` : ''} — ${formatPrice(item.priceCents * item.quantity)}`,
    )
    .join('\n');
}

/** How an order's shipping reads everywhere: its amount, or "Free". */
export const shippingAmountText = (order: Pick<Order, 'shippingCents'>) =>
  order.shippingCents > 0 ? formatPrice(order.shippingCents) : 'Free';

/**
 * The totals block of an order mail: Subtotal, Discount (with its code), Shipping (with its
 * rate), Gift wrap and the total, one per line; lines that do not apply are left out.
 */
export function orderTotalsLines(order: OrderMoney, totalLabel = 'Total'): string {
  const rate = order.shippingRateName ? ` (${order.shippingRateName})` : '';
  return [
    `Subtotal: ${formatPrice(order.subtotalCents)}`,
    ...(order.discountCents > 0
      ? [
          `Discount${order.discountCode ? ` (${order.discountCode})` : ''}: −${formatPrice(order.discountCents)}`,
        ]
      : []),
    `Shipping${rate}: ${shippingAmountText(order)}`,
    ...(order.giftWrapCents > 0 ? [`Gift wrap: ${formatPrice(order.giftWrapCents)}`] : []),
    'Tax: Included',
    `${totalLabel}: ${formatPrice(order.totalCents)}`,
    ...(order.giftCardCents >= order.totalCents && order.giftCardCents > 0
      ? ['Paid with gift card']
      : order.giftCardCents > 0
        ? [
            `Gift card: −${formatPrice(order.giftCardCents)}`,
            `Paid by card: ${formatPrice(order.totalCents - order.giftCardCents)}`,
          ]
        : []),
  ].join('\n');
}
