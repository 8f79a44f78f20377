/**
 * The buyer's pattern downloads on their order page: each pattern line with a Download link per
 * PDF (signed, valid for 24 hours) and how many downloads are left; a refunded or cancelled
 * order's, or a used-up line's, say so instead.
 */
import { Download, FileText } from 'lucide-react';
import { downloadsLeftText, PATTERN_TEXTS } from '@shop/shared/pattern-texts';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrderDownloads } from '../api/order-downloads';

export function OrderDownloads({ orderId, isPaid }: { orderId: string; isPaid: boolean }) {
  const downloads = useOrderDownloads(orderId, 'buyer', isPaid);
  if (!isPaid) return null;
  return (
    <section
      aria-labelledby="pattern-downloads"
      className="mb-8 rounded-3xl border border-cream-300 bg-white/70 p-5 sm:p-6 dark:border-night-700 dark:bg-night-800"
    >
      <h2 id="pattern-downloads" className="flex items-center gap-2 text-xl font-semibold">
        <FileText className="h-5 w-5 text-clay-600 dark:text-clay-300" aria-hidden />
        {PATTERN_TEXTS.downloadsHeading}
      </h2>
      {downloads.isPending ? (
        <Skeleton className="mt-4 h-16" />
      ) : downloads.isError ? (
        <Alert tone="danger" className="mt-4">
          The downloads could not be loaded. Please refresh the page.
        </Alert>
      ) : (
        <ul className="mt-4 divide-y divide-cream-200 dark:divide-night-700">
          {downloads.data.lines.map((line) => {
            const left = line.downloadLimit - line.downloadsUsed;
            return (
              <li key={line.id} className="py-4 first:pt-0 last:pb-0">
                <p className="font-semibold">
                  {line.productName}
                  {line.variantLabel ? (
                    <span className="font-normal text-ink-500 dark:text-ink-300">
                      {' '}
                      — {line.variantLabel}
                    </span>
                  ) : null}
                </p>
                {line.isRevoked ? (
                  <p className="mt-1 text-sm text-ink-500 dark:text-ink-300">
                    {PATTERN_TEXTS.revoked}
                  </p>
                ) : left <= 0 ? (
                  <p className="mt-1 text-sm text-ink-500 dark:text-ink-300">
                    {PATTERN_TEXTS.limitReached}
                  </p>
                ) : (
                  <>
                    <p className="mt-1 text-sm text-ink-500 dark:text-ink-300">
                      {downloadsLeftText(left, line.downloadLimit)}. Each copy is stamped with your
                      name.
                    </p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      {line.files.map((file) => (
                        <a
                          key={file.id}
                          href={file.url}
                          download={file.fileName}
                          onClick={() => setTimeout(() => void downloads.refetch(), 1500)}
                          aria-label={`${PATTERN_TEXTS.download} ${file.fileName}`}
                          className={buttonClass('primary', 'sm', 'max-w-full')}
                        >
                          <Download className="h-4 w-4 shrink-0" aria-hidden />
                          {PATTERN_TEXTS.download}
                          {/* A long file name is cut short on a phone; the link's name says it whole. */}
                          <span className="min-w-0 truncate font-normal">{file.fileName}</span>
                        </a>
                      ))}
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
