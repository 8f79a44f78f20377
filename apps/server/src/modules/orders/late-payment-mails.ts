/**
 * The mails of a late payment that could not be kept (its checkout had closed and the units
 * were gone): the shopper learns the money is coming back, the maker learns what happened and
 * that nothing needs doing — or, when the provider refused the refund, that it is being retried.
 */
import type { Order } from '@shop/shared/schemas/order';
import { ORDER_ID_PREFIX_LENGTH } from '@shop/shared/constants';
import { formatPrice } from '@shop/shared/money';
import { renderMail, type Mail } from '../mail/index.ts';
import { SHOP } from '@shop/shared/shop';

type LatePaymentMail = { order: Order };

const numberOf = (order: Order) => order.id.slice(0, ORDER_ID_PREFIX_LENGTH);
const linesOf = (order: Order) =>
  order.items
    .map(
      (item) =>
        `${item.quantity} × ${item.productName}${item.variantLabel ? ` (${item.variantLabel})` : ''}`,
    )
    .join('\n');

export function shopperRefundMail({ order }: LatePaymentMail, to: string, publicUrl: string): Mail {
  const total = formatPrice(order.totalCents);
  return {
    to,
    subject: `Your payment for ${SHOP.name} order #${numberOf(order)} is being refunded`,
    ...renderMail({
      heading: 'We’re refunding your payment',
      paragraphs: [
        `Your payment for order #${numberOf(order)} reached us after its checkout had closed, and in the meantime these handmade pieces found other homes:`,
        linesOf(order),
        `We are refunding the full ${total} to your card; depending on your bank you will see it within 5–10 business days.`,
        'We’re sorry for the trouble. You are very welcome to place a new order for anything still in stock.',
      ],
      action: { label: 'View your order', url: `${publicUrl}/orders/${order.id}` },
    }),
  };
}

export function makerRefundMail(
  { order }: LatePaymentMail,
  to: string,
  customerEmail: string,
): Mail {
  return {
    to,
    subject: `Late payment being refunded: order #${numberOf(order)}`,
    ...renderMail({
      heading: 'A late payment is being refunded',
      paragraphs: [
        `${customerEmail} paid ${formatPrice(order.totalCents)} for order #${numberOf(order)} after its checkout had closed, and not every item was still in stock:`,
        linesOf(order),
        'The shop refunds the payment automatically (retrying every minute until the payment provider accepts it). The order stays cancelled. Nothing needs shipping.',
      ],
    }),
  };
}
