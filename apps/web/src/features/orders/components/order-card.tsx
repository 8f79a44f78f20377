/** A My Orders card: 'Order #' + 8 characters, date, status badge, items and total (SPEC §2). */
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '@shop/shared/schemas/order';
import { Price } from '@/components/ui/price';
import { formatLongDate } from '@/lib/format';
import { orderNumber } from '../order-number';
import { OrderItemList } from './order-item-row';
import { OrderStatusBadge } from './order-status-badge';

export function OrderCard({ order }: { order: Order }) {
  const title = orderNumber(order.id);
  return (
    <article
      aria-label={title}
      className="rounded-3xl border border-cream-300 bg-cream-50 shadow-sm dark:border-night-700 dark:bg-night-800"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-cream-300 px-5 py-4 sm:px-6 dark:border-night-700">
        <div>
          <h2 className="text-lg font-semibold">
            <Link
              to={`/orders/${order.id}`}
              className="underline-offset-4 hover:text-clay-700 hover:underline dark:hover:text-clay-300"
            >
              {title}
            </Link>
          </h2>
          <p className="text-sm text-ink-500 dark:text-ink-300">
            Placed on <time dateTime={order.createdAt}>{formatLongDate(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusBadge order={order} />
      </header>
      <div className="px-5 sm:px-6">
        <OrderItemList items={order.items} size="sm" />
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-cream-300 px-5 py-4 sm:px-6 dark:border-night-700">
        <p className="text-sm">
          <span className="text-ink-500 dark:text-ink-300">Total </span>
          <Price cents={order.totalCents} className="text-lg font-bold" />
        </p>
        <Link
          to={`/orders/${order.id}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
          aria-label={`View details of ${title}`}
        >
          View details <ChevronRight className="h-4 w-4" aria-hidden />
        </Link>
      </footer>
    </article>
  );
}

export function OrderCardSkeleton() {
  return (
    <div
      aria-hidden
      className="animate-pulse rounded-3xl border border-cream-300 bg-cream-50 p-6 dark:border-night-700 dark:bg-night-800"
    >
      <div className="flex justify-between">
        <div className="h-5 w-40 rounded-full bg-cream-200 dark:bg-night-700" />
        <div className="h-6 w-28 rounded-full bg-cream-200 dark:bg-night-700" />
      </div>
      <div className="mt-6 flex items-center gap-4">
        <div className="h-14 w-14 rounded-xl bg-cream-200 dark:bg-night-700" />
        <div className="h-4 flex-1 rounded-full bg-cream-200 dark:bg-night-700" />
      </div>
      <div className="mt-4 flex items-center gap-4">
        <div className="h-14 w-14 rounded-xl bg-cream-200 dark:bg-night-700" />
        <div className="h-4 flex-1 rounded-full bg-cream-200 dark:bg-night-700" />
      </div>
    </div>
  );
}
