/**
 * Admin Orders: every order newest first — id, customer email, date, total, payment
 * status and the status dropdown — as a table on wide screens and as cards on phones. Beyond
 * Search by order number or email, a status filter, pages, and each order's items and
 * shipping address one click away (what the maker needs to pack it), with the refund of part of a
 * paid order.
 */
import { useOrderDownloadsControl } from '../downloads-slot';
import { ChevronDown, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_ORDERS_DEFAULT_PAGE_SIZE,
  ORDER_STATUSES,
  type AdminOrder,
  type AdminOrderList,
  type OrderStatus,
} from '@shop/shared/schemas/order';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { EmptyState } from '@/components/ui/page';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/format';
import { useAdminOrders } from '../api/admin-orders';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { orderNumber } from '@/features/orders/order-number';
import { capitalize, paymentBadge } from '@/features/orders/order-status';
import { OrderPayments } from '@/features/orders/components/order-payments';
import { AddressBlock } from '@/features/orders/components/address-block';
import { OrderItemList } from '@/features/orders/components/order-item-row';
import { CancellationNote } from '@/features/orders/components/cancellation-note';
import { GiftNote } from '@/features/orders/components/gift-note';
import { OrderTotals } from '@/features/orders/components/order-totals';
import { OrderStatusSelect } from './order-status-select';
import { CustomerPrivacyActions } from './customer-privacy-actions';
import { RefundOrderForm } from './refund-order-form';
import { PackingSlipLink } from './packing-slip-link';
import { Badge } from '@/features/orders/components/order-status-badge';
import { LoadError } from '@/components/ui/load-error';
import { adminColumns, ColumnHeaders } from '@/components/ui/column-headers';
import { ValueOptions } from '@/components/shared/value-options';

function PaymentBadge({ order }: { order: AdminOrder }) {
  const { label, tone } = paymentBadge(order);
  return <Badge tone={tone}>{label}</Badge>;
}

function OrderExtras({ order }: { order: AdminOrder }) {
  const Downloads = useOrderDownloadsControl();
  return (
    // One column on a phone that never grows past the screen (a grid track is as wide as its
    // widest content otherwise).
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_16rem] md:items-start">
      <div className="min-w-0 space-y-3">
        <OrderItemList items={order.items} size="sm" hasLinks={false} />
        <OrderTotals order={order} className="max-w-sm" />
        <OrderPayments order={order} className="max-w-sm" />
        {Downloads && order.items.some((item) => item.isDigital) ? (
          <Downloads orderId={order.id} />
        ) : null}
      </div>
      <div className="space-y-3">
        <AddressBlock title="Shipping Address" address={order.shippingAddress} />
        <GiftNote order={order} />
        <CancellationNote order={order} cancelledBy={order.cancelledBy} />
        <RefundOrderForm order={order} />
        <PackingSlipLink orderId={order.id} />
        <CustomerPrivacyActions order={order} />
      </div>
    </div>
  );
}

function DetailsToggle({
  order,
  isOpen,
  onToggle,
  controls,
}: {
  order: AdminOrder;
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={isOpen}
      aria-controls={controls}
      className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-clay-700 hover:underline dark:text-clay-300"
    >
      {count} {count === 1 ? 'item' : 'items'}
      <ChevronDown
        className={cn('h-4 w-4 transition-transform', isOpen && 'rotate-180')}
        aria-hidden
      />
    </button>
  );
}

/**
 * Whether an order's extras are open, and the button that opens them; `idSuffix` keeps the
 * table's and the phone card's ids apart.
 */
function useOrderExtras(order: AdminOrder, idSuffix: string) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = `order-${order.id}-details${idSuffix}`;
  const toggle = (
    <DetailsToggle
      order={order}
      isOpen={isOpen}
      onToggle={() => setIsOpen((v) => !v)}
      controls={detailsId}
    />
  );
  return { isOpen, detailsId, toggle };
}

function OrderTableRow({ order }: { order: AdminOrder }) {
  const { isOpen, detailsId, toggle } = useOrderExtras(order, '');
  return (
    <>
      <tr aria-label={orderNumber(order.id)} className="align-top">
        <td className="py-4 pl-5 pr-3">
          <p className="font-semibold">#{order.id.slice(0, 8)}</p>
          {toggle}
        </td>
        <td className="max-w-56 truncate px-3 py-4" title={order.customerEmail}>
          {order.customerEmail}
        </td>
        <td className="whitespace-nowrap px-3 py-4">
          <time dateTime={order.createdAt}>{formatShortDate(order.createdAt)}</time>
        </td>
        <td className="px-3 py-4 text-right font-semibold">
          <Price cents={order.totalCents} />
        </td>
        <td className="px-3 py-4">
          <PaymentBadge order={order} />
        </td>
        <td className="py-3 pl-3 pr-5">
          <OrderStatusSelect order={order} label={`Status of ${orderNumber(order.id)}`} />
        </td>
      </tr>
      {isOpen ? (
        <tr id={detailsId}>
          <td colSpan={6} className="bg-cream-100/70 px-5 pb-5 pt-2 dark:bg-night-900/40">
            <OrderExtras order={order} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function OrderMobileCard({ order }: { order: AdminOrder }) {
  const { isOpen, detailsId, toggle } = useOrderExtras(order, '-mobile');
  return (
    <li
      aria-label={orderNumber(order.id)}
      className="rounded-3xl border border-cream-300 bg-cream-50 p-5 dark:border-night-700 dark:bg-night-800"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">#{order.id.slice(0, 8)}</p>
          <p className="truncate text-sm text-ink-500 dark:text-ink-300">{order.customerEmail}</p>
        </div>
        <PaymentBadge order={order} />
      </div>
      <div className="mt-3 flex items-center justify-between text-sm">
        <time dateTime={order.createdAt} className="text-ink-500 dark:text-ink-300">
          {formatShortDate(order.createdAt)}
        </time>
        <Price cents={order.totalCents} className="text-base font-bold" />
      </div>
      <div className="mt-4 flex items-start justify-between gap-3">
        <div className="pt-2.5">{toggle}</div>
        <OrderStatusSelect order={order} label={`Status of ${orderNumber(order.id)}`} />
      </div>
      {isOpen ? (
        <div id={detailsId} className="mt-3 border-t border-cream-300 pt-3 dark:border-night-600">
          <OrderExtras order={order} />
        </div>
      ) : null}
    </li>
  );
}

function LoadingRows() {
  return (
    <div className="space-y-3" aria-hidden>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

function OrdersResult({
  data,
  isFiltered,
  isFetching,
  onClearFilters,
  onPage,
}: {
  data: AdminOrderList;
  isFiltered: boolean;
  isFetching: boolean;
  onClearFilters: () => void;
  onPage: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (data.items.length === 0) {
    return (
      <EmptyState title={isFiltered ? 'No orders match your search' : 'No orders yet'}>
        {isFiltered ? (
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-3xl border border-cream-300 bg-cream-50 md:block dark:border-night-700 dark:bg-night-800">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-cream-300 text-xs uppercase tracking-wide text-ink-500 dark:border-night-600 dark:text-ink-300">
            <ColumnHeaders columns={COLUMNS} />
          </thead>
          <tbody className="divide-y divide-cream-300 dark:divide-night-600">
            {data.items.map((order) => (
              <OrderTableRow key={order.id} order={order} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-4 md:hidden">
        {data.items.map((order) => (
          <OrderMobileCard key={order.id} order={order} />
        ))}
      </ul>
      <nav
        aria-label="Order pages"
        className="flex items-center justify-between gap-3 text-sm text-ink-500 dark:text-ink-300"
      >
        <p>
          {data.total} {data.total === 1 ? 'order' : 'orders'} · page {data.page} of {pageCount}
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page <= 1 || isFetching}
            onClick={() => onPage(data.page - 1)}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page >= pageCount || isFetching}
            onClick={() => onPage(data.page + 1)}
          >
            Next <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </nav>
    </>
  );
}

/** The wide table's columns. */
const COLUMNS = adminColumns([
  'Order',
  'Customer',
  'Date',
  { label: 'Total', align: 'text-right' },
  'Payment',
  'Status',
]);

export function AdminOrdersPanel() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim());
  const query = {
    search: debouncedSearch || undefined,
    status: status || undefined,
    page,
    pageSize: ADMIN_ORDERS_DEFAULT_PAGE_SIZE,
  };
  const orders = useAdminOrders(query);
  const isFiltered = Boolean(debouncedSearch || status);
  /** A changed search or status starts again from the first page. */
  const refilter = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <section aria-label="Orders" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500"
          />
          <label htmlFor="admin-orders-search" className="sr-only">
            Search orders
          </label>
          <input
            id="admin-orders-search"
            type="search"
            value={search}
            onChange={(event) => refilter(() => setSearch(event.target.value))}
            placeholder="Search by order # or customer email"
            className={cn(inputClass, 'pl-10')}
          />
        </div>
        <label htmlFor="admin-orders-status" className="sr-only">
          Filter by status
        </label>
        <NativeSelect
          id="admin-orders-status"
          wrapperClassName="sm:w-52"
          value={status}
          onChange={(event) => refilter(() => setStatus(event.target.value as OrderStatus | ''))}
        >
          <option value="">All statuses</option>
          <ValueOptions values={ORDER_STATUSES} labelOf={capitalize} />
        </NativeSelect>
      </div>

      {orders.isPending ? (
        <LoadingRows />
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()}>
          We couldn&apos;t load the orders. Please try again.
        </LoadError>
      ) : (
        <OrdersResult
          data={orders.data}
          isFiltered={isFiltered}
          isFetching={orders.isFetching}
          onClearFilters={() => {
            setSearch('');
            setStatus('');
          }}
          onPage={setPage}
        />
      )}
    </section>
  );
}
