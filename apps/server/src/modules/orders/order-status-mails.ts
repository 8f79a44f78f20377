/**
 * The shopper's mails for the maker's status changes: processing ("we are making and
 * packing it"), completed (with the tracking number and carrier link when the maker gave one)
 * and cancelled (with what happens to the payment).
 */
import { SHIPPING_FACTS } from '@shop/shared/constants';
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/schemas/order';
import { renderMail, type Mail } from '../mail/index.ts';
import { addressLines, orderLines, orderNumber } from './order-mail-parts.ts';
import { SHOP } from '@shop/shared/shop';

type StatusMailInput = { order: Order; to: string; publicUrl: string };

const orderUrl = (publicUrl: string, order: Order) => `${publicUrl}/orders/${order.id}`;

export function orderProcessingMail({ order, to, publicUrl }: StatusMailInput): Mail {
  const number = orderNumber(order.id);
  return {
    to,
    subject: `We're making your ${SHOP.name} order #${number}`,
    ...renderMail({
      heading: 'Your order is on the hook',
      paragraphs: [
        `Good news: work on order #${number} has started. Every piece is handmade, so we are crocheting, finishing and packing it with care right now.`,
        orderLines(order),
        `Orders ship within ${SHIPPING_FACTS.processing}. We'll write again when yours is on its way.`,
      ],
      action: { label: 'View your order', url: orderUrl(publicUrl, order) },
    }),
  };
}

export function orderCompletedMail({ order, to, publicUrl }: StatusMailInput): Mail {
  const number = orderNumber(order.id);
  const tracking = order.trackingNumber
    ? [`Tracking number: ${order.trackingNumber}`]
    : ['It is travelling without a tracking number; it should reach you within a few days.'];
  return {
    to,
    subject: `Your ${SHOP.name} order #${number} is on its way`,
    ...renderMail({
      heading: 'Your order has shipped',
      paragraphs: [
        `Order #${number} is packed and on its way to you.`,
        ...tracking,
        orderLines(order),
        ...(order.shippingAddress ? [`Shipping to:\n${addressLines(order.shippingAddress)}`] : []),
        'We hope you love it. Thank you for supporting handmade!',
      ],
      action: order.trackingUrl
        ? { label: 'Track your parcel', url: order.trackingUrl }
        : { label: 'View your order', url: orderUrl(publicUrl, order) },
      ...(order.trackingUrl ? { footer: `Your order: ${orderUrl(publicUrl, order)}` } : {}),
    }),
  };
}

export function orderCancelledMail({ order, to, publicUrl }: StatusMailInput): Mail {
  const number = orderNumber(order.id);
  const refund =
    order.paymentStatus === 'paid' ||
    order.paymentStatus === 'refund_pending' ||
    order.paymentStatus === 'refunded'
      ? order.giftCardCents > 0
        ? `You paid ${formatPrice(order.totalCents)} for this order. We are refunding all of it: ${formatPrice(order.giftCardCents)} back on your gift card${order.totalCents > order.giftCardCents ? ` and ${formatPrice(order.totalCents - order.giftCardCents)} to the card you paid with; banks usually show a refund within 5-10 business days` : ''}. A second mail confirms where each part went.`
        : `You paid ${formatPrice(order.totalCents)} for this order. We are refunding the full amount to the card you paid with; banks usually show a refund within 5-10 business days.`
      : 'No payment was taken for this order, so there is nothing to refund.';
  return {
    to,
    subject: `Your ${SHOP.name} order #${number} was cancelled`,
    ...renderMail({
      heading: 'Your order was cancelled',
      paragraphs: [
        `Order #${number} has been cancelled.`,
        orderLines(order),
        refund,
        'Questions? Just reply to this mail or write to us through the contact page.',
      ],
      action: { label: 'View your order', url: orderUrl(publicUrl, order) },
    }),
  };
}
