/**
 * When an order was cancelled and what happened to its money (issue 14): on the shopper's order
 * page, and in the admin's order details with who cancelled it.
 */
import { Ban, Undo2 } from 'lucide-react';
import type { AdminOrder, Order } from '@shop/shared/schemas/order';
import { formatPrice } from '@shop/shared/money';
import { formatDateTime } from '@/lib/format';

type CancellationNoteProps = {
  order: Pick<Order, 'status' | 'paymentStatus' | 'totalCents' | 'cancelledAt'>;
  /** The admin's view names who cancelled it. */
  cancelledBy?: AdminOrder['cancelledBy'];
};

const refundLine = ({ paymentStatus, totalCents }: CancellationNoteProps['order']) =>
  paymentStatus === 'refunded'
    ? `${formatPrice(totalCents)} refunded to the card it was paid with.`
    : paymentStatus === 'refund_pending'
      ? `A refund of ${formatPrice(totalCents)} is on its way to the card it was paid with.`
      : null;

export function CancellationNote({ order, cancelledBy }: CancellationNoteProps) {
  const refund = refundLine(order);
  if (order.status !== 'cancelled' && !refund) return null;
  return (
    <div className="space-y-1.5 text-sm text-ink-700 dark:text-cream-200">
      {order.status === 'cancelled' && order.cancelledAt ? (
        <p className="flex items-start gap-2">
          <Ban className="mt-0.5 h-4 w-4 shrink-0 text-ink-500 dark:text-ink-300" aria-hidden />
          <span>
            Cancelled on{' '}
            <time dateTime={order.cancelledAt}>{formatDateTime(order.cancelledAt)}</time>
            {cancelledBy ? ` by ${cancelledBy}` : null}
          </span>
        </p>
      ) : null}
      {refund ? (
        <p className="flex items-start gap-2">
          <Undo2 className="mt-0.5 h-4 w-4 shrink-0 text-ink-500 dark:text-ink-300" aria-hidden />
          <span>{refund}</span>
        </p>
      ) : null}
    </div>
  );
}
