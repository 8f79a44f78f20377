/**
 * /orders/:id — one of the customer's orders: Back to Orders, a refresh
 * button, items, totals, and once paid the addresses and delivery message. A failed load shows
 * 'Failed to load order details'; an order that is not theirs (or not there) 'Order Not Found'.
 */
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { MESSAGES } from '@shop/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { orderNumber } from '@/features/orders/order-number';
import {
  BoughtGiftCards,
  GiftCardPaymentNote,
} from '@/features/gift-cards/components/bought-gift-cards';
import { GIFT_CARD_PRODUCT_SLUG } from '@shop/shared/schemas/gift-card';
import { OrderDownloads } from '@/features/patterns/components/order-downloads';

function BackToOrders() {
  return (
    <Link
      to="/orders"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Orders
    </Link>
  );
}

export default function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);

  if (order.isError) {
    const isMissing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Page title={MESSAGES.orderNotFound}>
        <BackToOrders />
        <div className="mt-6 rounded-3xl border border-dashed border-cream-300 bg-cream-50 px-6 py-14 text-center dark:border-night-600 dark:bg-night-800">
          <h1 className="text-3xl font-semibold">{MESSAGES.orderNotFound}</h1>
          <Alert tone="danger" className="mx-auto mt-5 max-w-md">
            {MESSAGES.orderLoadFailed}
          </Alert>
          <p className="mx-auto mt-4 max-w-md text-ink-500 dark:text-ink-300">
            {isMissing
              ? 'This order does not exist or belongs to another account.'
              : 'Something went wrong while loading it.'}
          </p>
          <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
            {isMissing ? null : (
              <Button variant="secondary" onClick={() => void order.refetch()}>
                Try Again
              </Button>
            )}
            <ButtonLink to="/orders">Back to Orders</ButtonLink>
          </div>
        </div>
      </Page>
    );
  }

  const title = order.data ? orderNumber(order.data.id) : 'Order';
  return (
    <Page title={title} wide>
      <div className="flex items-center justify-between gap-3">
        <BackToOrders />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void order.refetch()}
          disabled={order.isFetching}
          aria-label="Refresh order"
        >
          <RefreshCw className={cn('h-4 w-4', order.isFetching && 'animate-spin')} aria-hidden />
          <span className="hidden sm:inline">Refresh</span>
        </Button>
      </div>
      {order.isPending ? (
        <div className="mt-6 space-y-6" aria-busy="true">
          <span className="sr-only" role="status">
            Loading the order…
          </span>
          <Skeleton className="h-10 w-64" />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <Skeleton className="h-64" />
            <Skeleton className="h-56" />
          </div>
        </div>
      ) : (
        <>
          <div className="mb-8 mt-6">
            <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
            <p className="mt-2 text-ink-500 dark:text-ink-300">
              Placed on{' '}
              <time dateTime={order.data.createdAt}>{formatDateTime(order.data.createdAt)}</time>
            </p>
            <div className="mt-2">
              <GiftCardPaymentNote order={order.data} />
            </div>
          </div>
          {order.data.items.some((item) => item.isDigital) ? (
            <OrderDownloads
              orderId={order.data.id}
              isPaid={['paid', 'refund_pending', 'refunded'].includes(order.data.paymentStatus)}
            />
          ) : null}
          <OrderDetail order={order.data} />
          {order.data.items.some((item) => item.productId === GIFT_CARD_PRODUCT_SLUG) ? (
            <div className="mt-6">
              <BoughtGiftCards orderId={order.data.id} />
            </div>
          ) : null}
        </>
      )}
    </Page>
  );
}
