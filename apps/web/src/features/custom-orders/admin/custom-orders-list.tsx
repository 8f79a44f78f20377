/** The maker's list of custom order requests, filtered by state (New first), newest first. */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CUSTOM_ORDER_STATE_LABELS,
  CUSTOM_ORDER_STATES,
  type CustomOrderState,
} from '@shop/shared/schemas/custom-order';
import { formatPrice } from '@shop/shared/money';
import { LoadError } from '@/components/ui/load-error';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { RequestRow } from '../components/custom-order-parts';
import { useAdminCustomOrders } from './admin-custom-orders-api';

const FILTERS: { value: CustomOrderState | 'all'; label: string }[] = [
  ...CUSTOM_ORDER_STATES.map((s) => ({ value: s, label: CUSTOM_ORDER_STATE_LABELS[s] })),
  { value: 'all', label: 'All' },
];

export function CustomOrdersList() {
  const [state, setState] = useState<CustomOrderState | 'all'>('new');
  const list = useAdminCustomOrders(state);
  return (
    <div className="space-y-5">
      <div role="group" aria-label="Show requests that are" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={state === f.value}
            onClick={() => setState(f.value)}
            className={
              state === f.value
                ? 'rounded-full bg-clay-600 px-3 py-1.5 text-sm font-bold text-white dark:bg-clay-400 dark:text-night-950'
                : 'rounded-full border border-cream-300 px-3 py-1.5 text-sm font-bold text-ink-700 hover:border-clay-300 dark:border-night-600 dark:text-cream-100'
            }
          >
            {f.label}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <LoadingBlocks
          className="space-y-2"
          label="Loading custom orders…"
          blocks={['h-16 w-full', 'h-16 w-full']}
        />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()}>
          The custom orders could not be loaded.
        </LoadError>
      ) : list.data.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-cream-300 px-6 py-12 text-center text-ink-500 dark:border-night-600 dark:text-ink-300">
          No custom orders
          {state === 'all' ? '' : ` that are ${CUSTOM_ORDER_STATE_LABELS[state].toLowerCase()}`}.
        </p>
      ) : (
        <ul className="divide-y divide-cream-300 rounded-3xl border border-cream-300 bg-white dark:divide-night-700 dark:border-night-700 dark:bg-night-800">
          {list.data.map((item) => (
            <li key={item.id}>
              <Link
                to={`/admin/custom-orders/${item.id}`}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 hover:bg-cream-50 dark:hover:bg-night-700"
              >
                <RequestRow
                  description={item.description}
                  state={item.state}
                  detail={
                    <>
                      {item.name} · {new Date(item.createdAt).toLocaleDateString('en-US')}
                      {item.quoteTotalCents !== null
                        ? ` · quoted ${formatPrice(item.quoteTotalCents)}`
                        : ''}
                    </>
                  }
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
