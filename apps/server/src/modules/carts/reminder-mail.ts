/** The one mail about a cart left for a day: what is in it, a link back to it, the opt-out. */
import type { SavedCartLine } from '@shop/shared/schemas/cart';
import { formatPrice } from '@shop/shared/money';
import { renderMail, type Mail } from '../mail/index.ts';

export function cartReminderMail(input: {
  to: string;
  name: string;
  lines: SavedCartLine[];
  cartUrl: string;
  optOutUrl: string;
}): Mail {
  const first = input.name.trim().split(/\s+/)[0];
  const items = input.lines.map((line) => {
    const details = [line.variantLabel, line.personalisation ? `“${line.personalisation}”` : '']
      .filter(Boolean)
      .join(', ');
    return `${line.quantity} × ${line.name}${details ? ` (${details})` : ''}, ${formatPrice(line.priceCents)} each`;
  });
  return {
    to: input.to,
    subject: 'Your cart is still waiting for you',
    ...renderMail({
      heading: first ? `Hello ${first}, your cart is waiting` : 'Your cart is waiting',
      paragraphs: [
        'You left these pieces in your cart. Each one is handmade in small numbers, so I cannot promise they will still be here for long:',
        items.join('\n'),
        'Prices and stock are checked again when you open your cart.',
      ],
      action: { label: 'Open my cart', url: input.cartUrl },
      footer: `Don't want cart reminders? Stop them with one click: ${input.optOutUrl}`,
    }),
    headers: {
      'List-Unsubscribe': `<${input.optOutUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
