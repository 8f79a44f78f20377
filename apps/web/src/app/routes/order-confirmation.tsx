/**
 * /order-confirmation?session_id=… — where the payment page returns. Shows the order and asks
 * again every ~2 s until the payment is confirmed (the provider's event may land a moment after
 * the shopper), then thanks them with links to the order and back to the shop.
 */
import { CheckCircle2, CircleSlash, Loader2, RefreshCw, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Order } from '@shop/shared/schemas/order';

import { Button, ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/features/accounts/store';
import { formatLongDate } from '@/lib/format';
import { isPaymentOpen, useOrderBySession } from '@/features/orders/api/get-order-by-session';
import { OrderItemList } from '@/features/orders/components/order-item-row';
import { OrderTotals } from '@/features/orders/components/order-totals';
import { AddressBlock } from '@/features/orders/components/address-block';
import { orderNumber } from '@/features/orders/order-number';
import { isPaid } from '@/features/orders/order-status';
import { LoadError } from '@/components/ui/load-error';

function Summary({ order }: { order: Order }) {
  return (
    <section
      aria-label="Order summary"
      className="rounded-3xl border border-cream-300 bg-cream-50 p-5 sm:p-6 dark:border-night-700 dark:bg-night-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold">{orderNumber(order.id)}</h2>
        <p className="text-sm text-ink-500 dark:text-ink-300">
          Placed on <time dateTime={order.createdAt}>{formatLongDate(order.createdAt)}</time>
        </p>
      </div>
      <div className="mt-2">
        <OrderItemList items={order.items} size="sm" />
      </div>
      <div className="mt-3 border-t border-cream-300 pt-4 dark:border-night-600">
        <OrderTotals order={order} />
      </div>
    </section>
  );
}

function Paid({ order }: { order: Order }) {
  const email = useSessionStore((s) => s.user?.email);
  return (
    <div className="space-y-8">
      <div className="rounded-3xl bg-gradient-to-br from-sage-100 via-cream-50 to-rose-100 px-6 py-10 text-center sm:px-10 dark:from-sage-700/25 dark:via-night-800 dark:to-night-800">
        <CheckCircle2 className="mx-auto h-14 w-14 text-sage-700 dark:text-sage-300" aria-hidden />
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Thank you for your order!</h1>
        <p role="status" className="mt-3 text-lg font-semibold text-sage-700 dark:text-sage-300">
          Payment received — {orderNumber(order.id)} is paid.
        </p>
        <p className="mx-auto mt-2 max-w-xl text-ink-700 dark:text-cream-200">
          Your handmade pieces are being prepared with care.
          {email ? ` A confirmation is on its way to ${email}.` : ''}
        </p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={`/orders/${order.id}`}>View your order</ButtonLink>
          <ButtonLink to="/products" variant="secondary">
            Continue Shopping
          </ButtonLink>
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <Summary order={order} />
        {order.shippingAddress ? (
          <AddressBlock title="Shipping Address" address={order.shippingAddress} />
        ) : null}
      </div>
    </div>
  );
}

function Confirming({
  order,
  onRefresh,
  hasGivenUp,
}: {
  order: Order;
  onRefresh: () => void;
  hasGivenUp: boolean;
}) {
  return (
    <div className="space-y-8">
      <div className="rounded-3xl border border-cream-300 bg-white/70 px-6 py-10 text-center dark:border-night-700 dark:bg-night-800">
        {hasGivenUp ? (
          <>
            <h1 className="text-3xl font-semibold">Still confirming your payment</h1>
            <p className="mx-auto mt-3 max-w-xl text-ink-500 dark:text-ink-300">
              This is taking longer than usual. If you completed the payment, it will show up in My
              Orders as soon as the payment provider confirms it.
            </p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <Button onClick={onRefresh}>
                <RefreshCw className="h-4 w-4" aria-hidden /> Check again
              </Button>
              <ButtonLink to="/orders" variant="secondary">
                My Orders
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <Loader2
              className="mx-auto h-10 w-10 animate-spin text-clay-600 dark:text-clay-300"
              aria-hidden
            />
            <h1 className="mt-4 text-3xl font-semibold">Confirming your payment…</h1>
            <p role="status" className="mt-3 text-ink-500 dark:text-ink-300">
              This usually takes a few seconds. Please keep this page open.
            </p>
          </>
        )}
      </div>
      <Summary order={order} />
    </div>
  );
}

function NotCompleted() {
  return (
    <div className="rounded-3xl border border-dashed border-cream-300 bg-cream-50 px-6 py-12 text-center dark:border-night-600 dark:bg-night-800">
      <CircleSlash className="mx-auto h-10 w-10 text-ink-500" aria-hidden />
      <h1 className="mt-4 text-3xl font-semibold">This checkout was not completed</h1>
      <p className="mt-3 text-ink-500 dark:text-ink-300">
        Nothing was charged and the items went back on the shelf.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/cart">Back to cart</ButtonLink>
        <ButtonLink to="/products" variant="secondary">
          Continue Shopping
        </ButtonLink>
      </div>
    </div>
  );
}

function NotFound({ hasSession }: { hasSession: boolean }) {
  return (
    <div className="rounded-3xl border border-dashed border-cream-300 bg-cream-50 px-6 py-12 text-center dark:border-night-600 dark:bg-night-800">
      <SearchX className="mx-auto h-10 w-10 text-ink-500" aria-hidden />
      <h1 className="mt-4 text-3xl font-semibold">
        {hasSession ? 'We couldn’t find this order' : 'No order to confirm'}
      </h1>
      <p className="mx-auto mt-3 max-w-lg text-ink-500 dark:text-ink-300">
        {hasSession
          ? 'The link may be incomplete, or the order belongs to another account. Your orders are always listed in My Orders.'
          : 'This page shows an order right after payment. Your orders are always listed in My Orders.'}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/orders">My Orders</ButtonLink>
        <ButtonLink to="/products" variant="secondary">
          Continue Shopping
        </ButtonLink>
      </div>
    </div>
  );
}

export default function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const query = useOrderBySession(sessionId);

  let body;
  if (!sessionId) body = <NotFound hasSession={false} />;
  else if (query.isPending) body = <Spinner label="Loading your order..." />;
  else if (query.isError) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <NotFound hasSession />
      ) : (
        <LoadError onRetry={() => void query.refetch()}>
          We couldn&apos;t load your order. Please try again.
        </LoadError>
      );
  } else if (isPaid(query.data)) body = <Paid order={query.data} />;
  else if (isPaymentOpen(query.data)) {
    body = (
      <Confirming
        order={query.data}
        hasGivenUp={query.hasGivenUp}
        onRefresh={() => void query.refetch()}
      />
    );
  } else body = <NotCompleted />;

  return <Page title="Order confirmation">{body}</Page>;
}
