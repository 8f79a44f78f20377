/**
 * A gift order's "Gift" marker and the note the shopper wrote for the recipient, on the
 * shopper's order page and the maker's order view. Nothing for an order that is not a gift.
 */
import { Gift } from 'lucide-react';
import type { Order } from '@shop/shared/schemas/order';
import { Badge } from './order-status-badge';

export function GiftNote({ order }: { order: Pick<Order, 'isGift' | 'giftNote'> }) {
  if (!order.isGift && !order.giftNote) return null;
  return (
    <section aria-label="Gift" className="space-y-2 text-sm">
      {order.isGift ? (
        <Badge tone="blue" className="gap-1">
          <Gift className="h-3.5 w-3.5" aria-hidden />
          Gift
        </Badge>
      ) : null}
      {order.giftNote ? (
        <div>
          <h3 className="font-semibold">Gift note</h3>
          <p className="whitespace-pre-line break-words text-ink-700 dark:text-ink-300">
            {order.giftNote}
          </p>
        </div>
      ) : null}
    </section>
  );
}
