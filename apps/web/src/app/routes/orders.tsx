/** /orders — My Orders (SPEC §2): newest first, each card with its badge, items and total. */
import { Package } from 'lucide-react';
import { MESSAGES } from '@shop/shared/messages';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page, PageHeading } from '../../components/ui/page';
import { useMyOrders } from '../../features/orders/api/get-orders';
import { OrderCard, OrderCardSkeleton } from '../../features/orders/components/order-card';

export default function OrdersPage() {
  const orders = useMyOrders();

  let body;
  if (orders.isPending) {
    body = (
      <div className="space-y-5" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your orders…
        </span>
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </div>
    );
  } else if (orders.isError) {
    body = (
      <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
        <span>We couldn&apos;t load your orders. Please try again.</span>
        <Button size="sm" variant="secondary" onClick={() => void orders.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (orders.data.length === 0) {
    body = (
      <div className="rounded-3xl border border-dashed border-cream-300 bg-cream-50 px-6 py-16 text-center dark:border-night-600 dark:bg-night-800">
        <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-clay-50 text-clay-600 dark:bg-night-700 dark:text-clay-300">
          <Package className="h-8 w-8" aria-hidden />
        </span>
        <p className="mt-5 font-display text-2xl">{MESSAGES.noOrders}</p>
        <p className="mt-2 text-ink-500 dark:text-ink-300">
          When you buy something handmade, it will show up here.
        </p>
        <ButtonLink to="/products" className="mt-7">
          Start Shopping
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <div className="space-y-5">
        {orders.data.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </div>
    );
  }

  return (
    <Page title="My Orders">
      <PageHeading sub="Every order you have placed, newest first.">My Orders</PageHeading>
      {body}
    </Page>
  );
}
