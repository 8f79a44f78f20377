/** Subtotal, Shipping (Free), Tax (Included) and Total, as every order shows them (SPEC §9). */
import type { OrderItem } from '@shop/shared/schemas/order';
import { Price } from '../../../components/ui/price';

export function OrderTotals({ items, totalCents }: { items: OrderItem[]; totalCents: number }) {
  const subtotalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-ink-500 dark:text-ink-300">Subtotal</dt>
        <dd>
          <Price cents={subtotalCents} />
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-ink-500 dark:text-ink-300">Shipping</dt>
        <dd className="font-semibold text-sage-700 dark:text-sage-300">Free</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-ink-500 dark:text-ink-300">Tax</dt>
        <dd>Included</dd>
      </div>
      <div className="flex items-baseline justify-between border-t border-cream-300 pt-3 text-base dark:border-night-600">
        <dt className="font-display text-lg font-semibold">Total</dt>
        <dd>
          <Price cents={totalCents} className="text-lg font-bold" />
        </dd>
      </div>
    </dl>
  );
}
