/**
 * The maker's view of an order's pattern downloads: each buyer line with downloads used of its
 * limit and when last downloaded, and Reset to give the buyer the whole limit again.
 */
import { RotateCcw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useOrderDownloads, useResetDownloads } from '../api/order-downloads';

export function AdminOrderDownloads({ orderId }: { orderId: string }) {
  const downloads = useOrderDownloads(orderId, 'admin', true);
  const reset = useResetDownloads(orderId);
  if (downloads.isPending) return <Skeleton className="h-12" />;
  if (downloads.isError) return <Alert tone="danger">The downloads could not be loaded.</Alert>;
  if (downloads.data.lines.length === 0) return null;
  return (
    <section
      aria-label="Pattern downloads"
      className="rounded-2xl border border-cream-300 p-3 text-sm dark:border-night-700"
    >
      <h2 className="font-semibold">Pattern downloads</h2>
      <ul className="mt-2 space-y-2">
        {downloads.data.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {line.productName}
              <span className="block text-ink-500 dark:text-ink-300">
                {line.downloadsUsed} of {line.downloadLimit} downloads used
                {line.lastDownloadedAt ? ` · last ${formatDateTime(line.lastDownloadedAt)}` : ''}
                {line.isRevoked ? ' · closed (refunded or cancelled)' : ''}
              </span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={reset.isPending || line.downloadsUsed === 0}
              onClick={() => reset.mutate(line.id)}
              aria-label={`Reset downloads of ${line.productName}`}
            >
              <RotateCcw className="h-4 w-4" aria-hidden />
              Reset
            </Button>
          </li>
        ))}
      </ul>
      {reset.isError ? <Alert tone="danger">The count could not be reset.</Alert> : null}
    </section>
  );
}
