/** The maker's subscriber list: how many receive campaigns, search, remove and a CSV download. */
import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { SUBSCRIBER_LIST_LIMIT, type Subscriber } from '@shop/shared/schemas/newsletter';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { inputClass } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { runAdminAction } from '@/lib/admin-error-message';
import { formatDateTime } from '@/lib/format';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import {
  removeSubscriber,
  SUBSCRIBERS_CSV_URL,
  useNewsletterAction,
  useSubscribers,
} from '../api/newsletter';
import { deleteConfirmation } from '@/components/admin-form/delete-confirmation';

const STATUS_LABEL: Record<Subscriber['status'], string> = {
  confirmed: 'Confirmed',
  unconfirmed: 'Awaiting confirmation',
  unsubscribed: 'Unsubscribed',
};

export function SubscribersPanel() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useSubscribers(debounced);
  const remove = useNewsletterAction(removeSubscriber);
  const [error, setError] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  async function onRemove(subscriber: Subscriber) {
    const isConfirmed = await confirm(
      deleteConfirmation(
        'Remove this subscriber?',
        `${subscriber.email} is deleted from the list and gets no more mail.`,
        'Remove',
      ),
    );
    if (!isConfirmed) return;
    await runAdminAction(() => remove.mutateAsync(subscriber.id), {
      fallback: "We couldn't remove the subscriber. Please try again.",
      showError: setError,
    });
  }

  return (
    <section aria-labelledby="subscribers-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="subscribers-heading" className="text-2xl font-semibold">
            Subscribers
          </h2>
          <p className="text-sm text-ink-500 dark:text-ink-300">
            {list.data
              ? `${list.data.confirmed} confirmed subscriber${list.data.confirmed === 1 ? '' : 's'} receive campaigns.`
              : 'Counting…'}
          </p>
        </div>
        <a href={SUBSCRIBERS_CSV_URL} download className={buttonClass('secondary', 'sm')}>
          <Download className="h-4 w-4" aria-hidden />
          Export CSV
        </a>
      </div>
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500"
          aria-hidden
        />
        <label htmlFor="subscriber-search" className="sr-only">
          Search subscribers
        </label>
        <input
          id="subscriber-search"
          type="search"
          placeholder="Search by email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={`${inputClass} pl-9`}
        />
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} isRetrying={list.isRefetching}>
          We couldn&apos;t load the subscribers.
        </LoadError>
      ) : !list.data ? (
        <Skeleton className="h-40" />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-cream-300 px-5 py-8 text-center text-sm text-ink-500 dark:border-night-600 dark:text-ink-300">
          {debounced
            ? 'No subscriber matches that search.'
            : 'Nobody has subscribed yet. The signup form is at the bottom of every page.'}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-cream-300/80 overflow-hidden rounded-3xl border border-cream-300/80 bg-cream-50 dark:divide-night-700 dark:border-night-700 dark:bg-night-800">
            {list.data.items.map((subscriber) => (
              <li key={subscriber.id} className="flex items-center gap-3 px-5 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{subscriber.email}</p>
                  <p className="text-xs text-ink-500 dark:text-ink-300">
                    {STATUS_LABEL[subscriber.status]} · since {formatDateTime(subscriber.createdAt)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void onRemove(subscriber)}
                  disabled={remove.isPending}
                  aria-label={`Remove ${subscriber.email}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          {list.data.matched > list.data.items.length ? (
            <p className="text-sm text-ink-500 dark:text-ink-300">
              Showing the newest {SUBSCRIBER_LIST_LIMIT} of {list.data.matched}; search to find
              others, or export the full list.
            </p>
          ) : null}
        </>
      )}
      {confirmDialog}
    </section>
  );
}
