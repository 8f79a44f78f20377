/** /orders — My Orders (SPEC §2): newest first, each card with its badge, items and total. */
import { Package } from 'lucide-react';
import { MESSAGES } from '@shop/shared/messages';

import { Page, PageHeading } from '@/components/ui/page';
import { useMyOrders } from '@/features/orders/api/get-orders';
import { OrderCard, OrderCardSkeleton } from '@/features/orders/components/order-card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';

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
      <LoadError onRetry={() => void orders.refetch()}>
        We couldn&apos;t load your orders. Please try again.
      </LoadError>
    );
  } else if (orders.data.length === 0) {
    body = (
      <EmptyState
        icon={Package}
        title={MESSAGES.noOrders}
        action={{ to: '/products', label: 'Start Shopping' }}
      >
        When you buy something handmade, it will show up here.
      </EmptyState>
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
