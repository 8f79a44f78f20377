/** The order-confirmation mail a customer receives once, when their payment is confirmed. */
import type { Order } from '@shop/shared/schemas/order';
import { SHIPPING_FACTS } from '@shop/shared/constants';
import { renderMail, type Mail } from '../mail/index.ts';
import { addressLines, orderLines, orderNumber, orderTotalsLines } from './order-mail-parts.ts';
import { SHOP } from '@shop/shared/shop';
import { PATTERN_TEXTS } from '@shop/shared/schemas/pattern';

export function orderConfirmationMail(
  order: Order,
  to: string,
  publicUrl: string,
  /** A signed download link per pattern line (by order item id). */
  downloads: Map<string, string> = new Map(),
): Mail {
  const number = orderNumber(order.id);
  const lines = orderLines(order);
  const patternLines = order.items.filter((item) => downloads.has(item.id));
  const paragraphs = [
    order.needsShipping
      ? `We've received your payment for order #${number}, and your handmade pieces are being prepared with care.`
      : `We've received your payment for order #${number}. Your patterns are ready to download.`,
    lines,
    orderTotalsLines(order, 'Total paid'),
    ...(order.shippingAddress ? [`Shipping to:\n${addressLines(order.shippingAddress)}`] : []),
    ...(order.needsShipping
      ? [
          `Orders ship within ${SHIPPING_FACTS.processing}. We'll let you know when yours is on its way.`,
        ]
      : []),
    ...(patternLines.length
      ? [
          `${PATTERN_TEXTS.downloadsHeading}: each link below works for 24 hours; your order page always has fresh ones.`,
        ]
      : []),
  ];
  return {
    to,
    subject: `Your ${SHOP.name} order #${number} is confirmed`,
    ...renderMail({
      heading: 'Thank you for your order!',
      paragraphs,
      links: patternLines.map((item) => ({
        text: [item.productName, item.variantLabel].filter(Boolean).join(' — '),
        label: PATTERN_TEXTS.download,
        url: downloads.get(item.id)!,
      })),
      action: { label: 'View your order', url: `${publicUrl}/orders/${order.id}` },
    }),
  };
}
