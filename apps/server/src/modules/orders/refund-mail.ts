/** The shopper's refund mail: how much went back where (the card payment, each gift card). */
import { formatPrice } from '@shop/shared/money';
import { SHOP } from '@shop/shared/shop';
import { renderMail, type Mail } from '../mail/index.ts';
import type { GiftCardRefundPart } from '../gift-cards/index.ts';
import { orderNumber } from './order-mail-parts.ts';
import type { OrderRow } from './to-order-dto.ts';

export function refundMail(
  order: Pick<OrderRow, 'id' | 'customerEmail'>,
  { cardCents, giftCards }: { cardCents: number; giftCards: GiftCardRefundPart[] },
  publicUrl: string,
): Mail {
  const total = cardCents + giftCards.reduce((sum, part) => sum + part.amountCents, 0);
  const where = [
    ...(cardCents > 0 ? [`${formatPrice(cardCents)} back to the card you paid with`] : []),
    ...giftCards.map(
      (part) => `${formatPrice(part.amountCents)} back on gift card ····${part.last4}`,
    ),
  ];
  return {
    to: order.customerEmail,
    subject: `${formatPrice(total)} refunded for ${SHOP.name} order #${orderNumber(order.id)}`,
    ...renderMail({
      heading: `We have refunded ${formatPrice(total)}`,
      paragraphs: [
        `Here is where the money from order #${orderNumber(order.id)} went:`,
        where.join('\n'),
        ...(cardCents > 0
          ? ['A card refund shows up within 5–10 business days, depending on your bank.']
          : []),
        ...(giftCards.length > 0 ? ['A gift card has its money back at once.'] : []),
      ],
      action: { label: 'View your order', url: `${publicUrl}/orders/${order.id}` },
    }),
  };
}
