/**
 * Order detail: items with each price and line total, Subtotal / Shipping Free /
 * Tax Included / Total, and once paid the two addresses plus 'Order delivered' (completed) or
 * 'Order is being processed'. When paid, the status shows as its raw text.
 */
import { CheckCircle2, PackageCheck, Truck } from 'lucide-react';
import type { Order } from '@shop/shared/schemas/order';
import { MESSAGES } from '@shop/shared/messages';
import { formatDateTime } from '@/lib/format';
import { isPaid } from '../order-status';
import { AddressBlock } from './address-block';
import { CancellationNote } from './cancellation-note';
import { GiftNote } from './gift-note';
import { OrderItemList } from './order-item-row';
import { TrackingNote } from './tracking-note';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTotals } from './order-totals';
import { OrderPayments } from './order-payments';

export function OrderDetail({ order }: { order: Order }) {
  const paid = isPaid(order);
  const isDelivered = order.status === 'completed';
  return (
    // minmax(0, 1fr): a long product name or address line must wrap or truncate inside the
    // phone's width instead of widening the column (and the page) past it.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <section
          aria-label="Order items"
          className="rounded-3xl border border-cream-300 bg-cream-50 px-5 py-2 sm:px-6 dark:border-night-700 dark:bg-night-800"
        >
          <OrderItemList items={order.items} hasReviewLinks={paid} />
        </section>

        {paid ? (
          <>
            <div
              role="status"
              className="flex items-center gap-3 rounded-2xl border border-sage-300 bg-sage-100 px-5 py-4 text-sage-700 dark:border-sage-700 dark:bg-sage-700/20 dark:text-sage-300"
            >
              {isDelivered ? (
                <PackageCheck className="h-6 w-6 shrink-0" aria-hidden />
              ) : (
                <Truck className="h-6 w-6 shrink-0" aria-hidden />
              )}
              <p className="font-semibold">
                {isDelivered ? MESSAGES.orderDelivered : MESSAGES.orderProcessing}
              </p>
            </div>
            <TrackingNote order={order} />
            <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
              <AddressBlock title="Shipping Address" address={order.shippingAddress} />
              <AddressBlock title="Billing Address" address={order.billingAddress} />
            </div>
          </>
        ) : null}
      </div>

      <aside
        aria-label="Order summary"
        className="space-y-5 rounded-3xl border border-cream-300 bg-white/70 p-6 dark:border-night-700 dark:bg-night-800"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">Summary</h2>
          <OrderStatusBadge order={order} isRaw />
        </div>
        <OrderTotals order={order} />
        <OrderPayments
          order={order}
          className="border-t border-cream-300 pt-4 dark:border-night-600"
        />
        <GiftNote order={order} />
        {order.paidAt && order.payments.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-ink-500 dark:text-ink-300">
            <CheckCircle2 className="h-4 w-4 text-sage-500" aria-hidden />
            <span>
              Paid on <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time>
            </span>
          </p>
        ) : null}
        <CancellationNote order={order} />
      </aside>
    </div>
  );
}
