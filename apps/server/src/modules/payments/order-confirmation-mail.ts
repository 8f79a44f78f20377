/** The order-confirmation mail a customer receives once, when their payment is confirmed. */
import type { Order, Address } from '@shop/shared/schemas/order';
import { ORDER_ID_PREFIX_LENGTH, SHIPPING_FACTS } from '@shop/shared/constants';
import { formatPrice } from '@shop/shared/money';
import { renderMail } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';

function addressLines(address: Address): string {
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

export function orderConfirmationMail(order: Order, to: string, publicUrl: string): Mail {
  const number = order.id.slice(0, ORDER_ID_PREFIX_LENGTH);
  const lines = order.items
    .map(
      (item) =>
        `${item.quantity} × ${item.productName} — ${formatPrice(item.priceCents * item.quantity)}`,
    )
    .join('\n');
  const paragraphs = [
    `We've received your payment for order #${number}, and your handmade pieces are being prepared with care.`,
    lines,
    `Total paid: ${formatPrice(order.totalCents)} (shipping free, tax included)`,
    ...(order.shippingAddress ? [`Shipping to:\n${addressLines(order.shippingAddress)}`] : []),
    `Orders ship within ${SHIPPING_FACTS.processing}. We'll let you know when yours is on its way.`,
  ];
  return {
    to,
    subject: `Your Loop & Lantern order #${number} is confirmed`,
    ...renderMail({
      heading: 'Thank you for your order!',
      paragraphs,
      action: { label: 'View your order', url: `${publicUrl}/orders/${order.id}` },
    }),
  };
}
