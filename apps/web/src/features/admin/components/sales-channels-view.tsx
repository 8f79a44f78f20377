/**
 * Admin → Settings → Sales channels: each product feed's address to paste into the channel, when
 * it was last built and with how many items, and the products the feeds flag (no picture: left
 * out; a description too short).
 */
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorStack } from '@/components/ui/load-error';
import { BusyBlocks } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useSalesChannels } from '../api/get-sales-channels';

const cardClass =
  'min-w-0 rounded-3xl border border-cream-300 bg-white p-4 shadow-sm sm:p-6 dark:border-night-700 dark:bg-night-800';

export function SalesChannelsView() {
  const channels = useSalesChannels();
  if (channels.isPending) {
    return (
      <BusyBlocks
        label="Loading sales channels"
        count={3}
        className="space-y-4"
        blockClassName="h-28 rounded-3xl"
      />
    );
  }
  if (channels.isError) {
    return (
      <LoadErrorStack onRetry={() => void channels.refetch()}>
        We could not load the sales channels.
      </LoadErrorStack>
    );
  }
  const { feeds, itemCount, productCount, warnings } = channels.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="feeds-heading" className="space-y-4">
        <h2 id="feeds-heading" className="text-xl font-semibold">
          Product feeds
        </h2>
        <p className="text-sm text-ink-500 dark:text-ink-300">
          {itemCount.toLocaleString('en-US')} items from {productCount.toLocaleString('en-US')}{' '}
          products (each size and colour is an item). Feeds are rebuilt when the catalog changes;
          their links are tagged so visits from each channel show under its name in Analytics.
        </p>
        <ul className="grid gap-4 lg:grid-cols-3">
          {feeds.map((feed) => (
            <li key={feed.id} className={cardClass}>
              <h3 className="font-semibold">{feed.name}</h3>
              <p className="text-xs text-ink-500 dark:text-ink-300">{feed.format}</p>
              <label className="mt-3 block text-xs font-semibold" htmlFor={`feed-url-${feed.id}`}>
                Feed address
              </label>
              <input
                id={`feed-url-${feed.id}`}
                readOnly
                value={feed.url}
                onFocus={(event) => event.currentTarget.select()}
                className="mt-1 w-full rounded-xl border border-cream-300 bg-cream-50 px-3 py-2 font-mono text-xs dark:border-night-600 dark:bg-night-900"
              />
              <p className="mt-3 text-sm" data-testid={`feed-build-${feed.id}`}>
                {feed.lastBuiltAt
                  ? `Last built ${formatDateTime(feed.lastBuiltAt)}, ${feed.lastBuildItems?.toLocaleString('en-US')} items`
                  : 'Not fetched yet: built on the first request'}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="feed-warnings-heading" className={cardClass}>
        <h2 id="feed-warnings-heading" className="text-xl font-semibold">
          Items to fix
        </h2>
        {warnings.length === 0 ? (
          <p className="mt-3 flex items-center gap-2 text-sm">
            <CheckCircle2 className="h-4 w-4 text-sage-700 dark:text-sage-300" aria-hidden />
            Every product has a picture and a full description.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-cream-200 dark:divide-night-700">
            {warnings.map((warning) => (
              <li key={warning.productId} className="flex gap-3 py-3">
                <AlertTriangle
                  className="mt-0.5 h-4 w-4 shrink-0 text-clay-700 dark:text-clay-300"
                  aria-hidden
                />
                <div>
                  <Link
                    to={`/admin/products?edit=${warning.productId}`}
                    className="font-semibold underline underline-offset-2"
                  >
                    {warning.title}
                  </Link>
                  <ul className="text-sm text-ink-500 dark:text-ink-300">
                    {warning.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
