/** The order-confirmation mail a customer receives once, when their payment is confirmed. */
import type { Order } from '@shop/shared/schemas/order';
import { SHIPPING_FACTS } from '@shop/shared/constants';
import { renderMail, type Mail } from '../mail/index.ts';
import { addressLines, orderLines, orderNumber, orderTotalsLines } from './order-mail-parts.ts';
import { SHOP } from '@shop/shared/shop';

export function orderConfirmationMail(order: Order, to: string, publicUrl: string): Mail {
  const number = orderNumber(order.id);
  const lines = orderLines(order);
  const paragraphs = [
    `We've received your payment for order #${number}, and your handmade pieces are being prepared with care.`,
    lines,
    orderTotalsLines(order, 'Total paid'),
    ...(order.shippingAddress ? [`Shipping to:\n${addressLines(order.shippingAddress)}`] : []),
    `Orders ship within ${SHIPPING_FACTS.processing}. We'll let you know when yours is on its way.`,
  ];
  return {
    to,
    subject: `Your ${SHOP.name} order #${number} is confirmed`,
    ...renderMail({
      heading: 'Thank you for your order!',
      paragraphs,
      action: { label: 'View your order', url: `${publicUrl}/orders/${order.id}` },
    }),
  };
}
