/**
 * What needs the maker now: products at or under the low-stock threshold (set here, kept in this
 * browser) with how many shoppers wait for each, and paid orders not yet completed.
 */
import { AlertTriangle, PackageCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MAX_LOW_STOCK_THRESHOLD } from '@shop/shared/schemas/admin';
import { formatPrice } from '@shop/shared/money';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/format';
import { useAttention } from '../api/get-attention';
import { useLowStockThreshold } from '../hooks/use-low-stock-threshold';

const cardClass =
  'min-w-0 rounded-3xl border border-cream-300 bg-white p-4 shadow-sm sm:p-6 dark:border-night-700 dark:bg-night-800';

/** The two cards' headings: what each lists, its icon and the colours of its icon and total. */
const HEADINGS = {
  orders: {
    title: 'Orders to fulfil',
    icon: PackageCheck,
    iconClass: 'text-sage-700 dark:text-sage-300',
    countClass: 'bg-sage-100 text-sage-700 dark:bg-sage-700/25 dark:text-sage-300',
  },
  stock: {
    title: 'Low stock',
    icon: AlertTriangle,
    iconClass: 'text-clay-600 dark:text-clay-300',
    countClass: 'bg-clay-50 text-clay-700 dark:bg-clay-700/25 dark:text-clay-300',
  },
};

/** A list card's heading with its icon and total (once loaded), and the line under it. */
function CardHeading({
  id,
  kind,
  count,
  children,
}: {
  id: string;
  kind: keyof typeof HEADINGS;
  count: number | undefined;
  children: ReactNode;
}) {
  const { title, icon: Icon, iconClass, countClass } = HEADINGS[kind];
  return (
    <>
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        <Icon className={cn('h-5 w-5', iconClass)} aria-hidden />
        {title}
        {count === undefined ? null : (
          <span className={cn('rounded-full px-2 py-0.5 text-sm', countClass)}>{count}</span>
        )}
      </h2>
      <p className="text-sm text-ink-500 dark:text-ink-300">{children}</p>
    </>
  );
}

export function AttentionLists() {
  const id = useId();
  const [threshold, setThreshold] = useLowStockThreshold();
  const attention = useAttention(threshold);
  const data = attention.data;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby={`${id}-orders`} className={cardClass}>
        <CardHeading id={`${id}-orders`} kind="orders" count={data?.waitingOrdersTotal}>
          Paid, not completed yet; oldest first
        </CardHeading>
        {attention.isPending ? (
          <Skeleton className="mt-4 h-32 rounded-2xl" />
        ) : attention.isError ? (
          <Alert tone="danger" className="mt-4">
            We could not load these lists.
          </Alert>
        ) : data && data.waitingOrders.length > 0 ? (
          <ul className="mt-4 divide-y divide-cream-300 dark:divide-night-700">
            {data.waitingOrders.map((order) => (
              <li key={order.id} className="py-2.5">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold">Order #{order.id.slice(0, 8)}</span>
                  <span className="font-semibold tabular-nums">
                    {formatPrice(order.totalCents)}
                  </span>
                </div>
                <div className="mt-0.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <span className="min-w-0 truncate text-xs text-ink-500 dark:text-ink-300">
                    {order.customerEmail} · paid {formatShortDate(order.paidAt)} · {order.units}{' '}
                    {order.units === 1 ? 'item' : 'items'}
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="rounded-full bg-cream-200 px-2 py-0.5 text-xs font-bold capitalize dark:bg-night-700">
                      {order.status}
                    </span>
                    <Link
                      to={`/admin/orders/${order.id}/packing-slip`}
                      className="text-sm font-semibold text-clay-700 underline-offset-2 hover:underline dark:text-clay-300"
                    >
                      Packing slip
                      <span className="sr-only"> for order #{order.id.slice(0, 8)}</span>
                    </Link>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-ink-500 dark:text-ink-300">
            Nothing waiting. All caught up!
          </p>
        )}
      </section>

      <section aria-labelledby={`${id}-stock`} className={cardClass}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardHeading id={`${id}-stock`} kind="stock" count={data?.lowStockTotal}>
              Products with {threshold} or fewer left
            </CardHeading>
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-threshold`} className="whitespace-nowrap text-sm font-semibold">
              Warn at
            </label>
            <input
              id={`${id}-threshold`}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LOW_STOCK_THRESHOLD}
              step={1}
              value={threshold}
              onChange={(event) => {
                const value = event.target.valueAsNumber;
                if (!Number.isNaN(value)) setThreshold(value);
              }}
              className={cn(inputClass, 'h-9 w-20 py-1 text-sm')}
            />
          </div>
        </div>
        {data && data.lowStock.length > 0 ? (
          <ul className="mt-4 divide-y divide-cream-300 dark:divide-night-700">
            {data.lowStock.map((product) => (
              <li key={product.variantId ?? product.id} className="flex items-center gap-3 py-2.5">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{product.name}</span>
                  {product.variantLabel ? (
                    <span className="block truncate text-sm text-ink-500 dark:text-ink-300">
                      {product.variantLabel}
                    </span>
                  ) : null}
                  {product.waitingCount > 0 ? (
                    <span className="text-xs text-ink-500 dark:text-ink-300">
                      {product.waitingCount} waiting for it
                    </span>
                  ) : null}
                </span>
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-bold tabular-nums',
                    product.stock === 0
                      ? 'bg-rose-100 text-rose-800 dark:bg-rose-300/20 dark:text-rose-100'
                      : 'bg-cream-200 text-ink-700 dark:bg-night-700 dark:text-cream-200',
                  )}
                >
                  {product.stock === 0 ? 'Sold out' : `${product.stock} left`}
                </span>
              </li>
            ))}
          </ul>
        ) : data ? (
          <p className="mt-4 text-sm text-ink-500 dark:text-ink-300">
            Every product is well stocked.
          </p>
        ) : null}
        {data && data.lowStockTotal > data.lowStock.length ? (
          <p className="mt-2 text-xs text-ink-500 dark:text-ink-300">
            Showing {data.lowStock.length} of {data.lowStockTotal}.{' '}
            <Link to="/admin/products" className="font-semibold underline">
              See the inventory
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
