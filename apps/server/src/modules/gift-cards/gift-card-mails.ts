/** The recipient's mail: the code, the buyer's message, the amount and how to spend it. */
import { formatPrice } from '@shop/shared/money';
import { formatGiftCardCode } from '@shop/shared/schemas/gift-card';
import { SHOP } from '@shop/shared/shop';
import { renderMail, type Mail } from '../mail/index.ts';

export function giftCardMail(
  card: {
    recipientName: string;
    recipientEmail: string;
    senderName: string | null;
    message: string | null;
    balanceCents: number;
  },
  code: string,
  publicUrl: string,
  { isResend = false }: { isResend?: boolean } = {},
): Mail {
  const from = card.senderName ? ` from ${card.senderName}` : '';
  return {
    to: card.recipientEmail,
    subject: `${isResend ? 'Your new code: ' : ''}A ${formatPrice(card.balanceCents)} gift card${from} for ${SHOP.name}`,
    ...renderMail({
      heading: `Hello ${card.recipientName}, here is your gift card`,
      paragraphs: [
        `You have received a ${SHOP.name} gift card of ${formatPrice(card.balanceCents)}${from}.`,
        ...(card.message ? [`Their message: “${card.message}”`] : []),
        `Your code: ${formatGiftCardCode(code)}`,
        'Type it into "Gift card" in your cart and press Apply. You can spend it over several orders; whatever you do not spend stays on the card. It never expires.',
        ...(isResend
          ? [
              'This code replaces the one mailed earlier, which no longer works. The balance is the same.',
            ]
          : []),
      ],
      action: { label: 'Visit the shop', url: `${publicUrl}/products` },
      footer: `Check what is left on it any time at ${publicUrl}/gift-cards/balance`,
    }),
  };
}
