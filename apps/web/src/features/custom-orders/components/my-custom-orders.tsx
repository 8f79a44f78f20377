/** The account's list of the customer's commissions, newest first, each with its state. */
import { Scissors } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '@shop/shared/money';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { useMyCustomOrders } from '../api/custom-orders';
import { RequestRow } from './custom-order-parts';

export function MyCustomOrders() {
  const list = useMyCustomOrders();
  if (list.isPending) {
    return (
      <LoadingBlocks
        className="space-y-3"
        label="Loading your custom orders…"
        blocks={['h-20 w-full', 'h-20 w-full']}
      />
    );
  }
  if (list.isError) {
    return (
      <LoadError onRetry={() => void list.refetch()}>
        We couldn&apos;t load your custom orders. Please try again.
      </LoadError>
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        icon={Scissors}
        title="No custom orders yet"
        action={{ to: '/custom-order', label: 'Request a custom piece' }}
      >
        Ask for a piece made just for you, in your colours and size.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3">
      {list.data.map((item) => (
        <li key={item.id}>
          <Link
            to={`/account/custom-orders/${item.id}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-cream-300 bg-cream-50 p-5 hover:border-clay-300 dark:border-night-700 dark:bg-night-800"
          >
            <RequestRow
              description={item.description}
              state={item.state}
              detail={
                <>
                  Sent {new Date(item.createdAt).toLocaleDateString('en-US')}
                  {item.quoteTotalCents !== null ? ` · ${formatPrice(item.quoteTotalCents)}` : ''}
                </>
              }
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
