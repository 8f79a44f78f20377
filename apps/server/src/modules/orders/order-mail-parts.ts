/** Pieces every order mail shares: the order number, its lines and an address as text. */
import { ORDER_ID_PREFIX_LENGTH } from '@shop/shared/constants';
import { formatPrice } from '@shop/shared/money';
import type { Address, Order } from '@shop/shared/schemas/order';

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
