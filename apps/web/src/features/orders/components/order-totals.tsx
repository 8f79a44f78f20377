/** Subtotal, Shipping (Free), Tax (Included) and Total, as every order shows them. */
import type { OrderItem } from '@shop/shared/schemas/order';
import { Totals } from '../../../components/ui/totals';

export function OrderTotals({ items, totalCents }: { items: OrderItem[]; totalCents: number }) {
  const subtotalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  return <Totals subtotalCents={subtotalCents} totalCents={totalCents} />;
}
