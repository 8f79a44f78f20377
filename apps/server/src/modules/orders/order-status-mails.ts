/**
 * The shopper's mails for the maker's status changes: processing ("we are making and
 * packing it"), completed (with the tracking number and carrier link when the maker gave one)
 * and cancelled (with what happens to the payment: for a paid order, how much goes back where,
 * so the cancel is the shopper's one mail about the refund).
 */
import { SHIPPING_FACTS } from '@shop/shared/constants';
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/schemas/order';
import { renderMail, type Mail } from '../mail/index.ts';
import { addressLines, orderLines, orderNumber } from './order-mail-parts.ts';
import { SHOP } from '@shop/shared/shop';

type StatusMailInput = { order: Order; to: string; publicUrl: string };

/** Where the money of a cancelled paid order goes back: the card payment and each gift card. */
export type CancelRefund = {
  cardCents: number;
  giftCards: { last4: string; amountCents: number }[];
};

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

export function orderCancelledMail({
  order,
  to,
  publicUrl,
  refund,
}: StatusMailInput & { refund?: CancelRefund }): Mail {
  const number = orderNumber(order.id);
  const isPaid =
    order.paymentStatus === 'paid' ||
    order.paymentStatus === 'refund_pending' ||
    order.paymentStatus === 'refunded';
  return {
    to,
    subject: `Your ${SHOP.name} order #${number} was cancelled`,
    ...renderMail({
      heading: 'Your order was cancelled',
      paragraphs: [
        `Order #${number} has been cancelled.`,
        orderLines(order),
        ...(isPaid
          ? refundParagraphs(order, refund)
          : ['No payment was taken for this order, so there is nothing to refund.']),
        'Questions? Just reply to this mail or write to us through the contact page.',
      ],
      action: { label: 'View your order', url: orderUrl(publicUrl, order) },
    }),
  };
}

const BANK_DELAY = 'banks usually show a refund within 5-10 business days';

/** What the cancel refunds and where each part goes, to the cent. */
function refundParagraphs(order: Order, refund: CancelRefund | undefined): string[] {
  const paid = `You paid ${formatPrice(order.totalCents)} for this order`;
  const cardCents = refund?.cardCents ?? order.totalCents - order.refundedCents;
  const giftCards = refund?.giftCards ?? [];
  const total = cardCents + giftCards.reduce((sum, part) => sum + part.amountCents, 0);
  if (total === 0) return [`${paid}; all of it has already been refunded.`];
  if (giftCards.length === 0 && order.refundedCents === 0) {
    return [`${paid}. We are refunding the full amount to the card you paid with; ${BANK_DELAY}.`];
  }
  const what =
    order.refundedCents > 0
      ? `${paid}, and ${formatPrice(order.refundedCents)} of it was refunded earlier. We are refunding the remaining ${formatPrice(total)}:`
      : `${paid}. We are refunding all of it:`;
  return [
    what,
    [
      ...(cardCents > 0
        ? [`${formatPrice(cardCents)} back to the card you paid with (${BANK_DELAY})`]
        : []),
      ...giftCards.map(
        (part) => `${formatPrice(part.amountCents)} back on gift card ····${part.last4}, at once`,
      ),
    ].join('\n'),
  ];
}
