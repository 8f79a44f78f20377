/** The maker's mail for every newly paid order: who bought what, where it goes, the total. */
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/schemas/order';
import { renderMail, type Mail } from '../mail/index.ts';
import { addressLines, orderLines, orderNumber, orderTotalsLines } from './order-mail-parts.ts';

type OwnerMailInput = { order: Order; customerEmail: string; to: string; publicUrl: string };

export function newOrderMakerMail({ order, customerEmail, to, publicUrl }: OwnerMailInput): Mail {
  const number = orderNumber(order.id);
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    to,
    subject: `New order #${number}: ${formatPrice(order.totalCents)} (${units} ${units === 1 ? 'item' : 'items'})`,
    ...renderMail({
      heading: `New paid order #${number}`,
      paragraphs: [
        `${customerEmail} just paid ${formatPrice(order.totalCents)}.`,
        orderLines(order),
        orderTotalsLines(order, 'Total paid'),
        order.shippingAddress
          ? `Ship to:\n${addressLines(order.shippingAddress)}`
          : 'No shipping address was given.',
        ...(order.billingAddress
          ? [`Billing address:\n${addressLines(order.billingAddress)}`]
          : []),
      ],
      action: {
        label: 'Print the packing slip',
        url: `${publicUrl}/admin/orders/${order.id}/packing-slip`,
      },
      footer: `All orders: ${publicUrl}/admin/orders`,
    }),
  };
}
