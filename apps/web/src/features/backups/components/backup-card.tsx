/**
 * Admin dashboard: the last backup (when, how big, or why it failed), "Download backup" for the
 * newest kept file and "Back up now". The file holds every customer's personal data, so the
 * card says so beside the button.
 */
import { Archive, Download, RefreshCw } from 'lucide-react';
import type { BackupRun } from '@shop/shared/schemas/backups';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { adminErrorMessage } from '@/lib/admin-error-message';
import { formatDateTime } from '@/lib/format';
import { backupFileUrl, useBackupStatus, useBackUpNow } from '../api/backups';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

function LastBackup({ run }: { run: BackupRun | null }) {
  if (!run) return <p className="text-ink-600 dark:text-ink-300">No backup yet.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-ink-500 dark:text-ink-300">Last backup</dt>
      <dd className="font-semibold">
        <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
      </dd>
      {run.ok && run.sizeBytes !== null ? (
        <>
          <dt className="text-ink-500 dark:text-ink-300">Size</dt>
          <dd>{formatBytes(run.sizeBytes)}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function BackupCard() {
  const status = useBackupStatus();
  const backUpNow = useBackUpNow();
  const lastRun = status.data?.lastRun ?? null;
  const lastGood = status.data?.lastGood ?? null;
  return (
    <section
      aria-labelledby="backups-heading"
      className="rounded-3xl border border-cream-300 bg-white p-6 shadow-sm dark:border-night-700 dark:bg-night-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-4">
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-clay-50 text-clay-600 dark:bg-clay-700/25 dark:text-clay-300">
            <Archive className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h2 id="backups-heading" className="font-display text-xl font-semibold">
              Backups
            </h2>
            <p className="mt-1 text-sm text-ink-500 dark:text-ink-300">
              The shop backs itself up every night: orders, customers, products and images.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {lastGood ? (
            <a
              href={backupFileUrl(lastGood.id)}
              download={lastGood.fileName ?? undefined}
              className={buttonClass('secondary', 'sm')}
            >
              <Download className="h-4 w-4" aria-hidden />
              Download backup
            </a>
          ) : null}
          <Button
            size="sm"
            onClick={() => backUpNow.mutate()}
            disabled={backUpNow.isPending || status.isPending}
          >
            <RefreshCw
              className={backUpNow.isPending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
              aria-hidden
            />
            {backUpNow.isPending ? 'Backing up…' : 'Back up now'}
          </Button>
        </div>
      </div>
      <div className="mt-5 space-y-3">
        {status.isPending ? (
          <Skeleton className="h-10 w-64" />
        ) : status.isError ? (
          <Alert tone="danger">
            {adminErrorMessage(status.error, 'Could not load the backups.')}
          </Alert>
        ) : (
          <LastBackup run={lastRun} />
        )}
        {lastRun && !lastRun.ok ? (
          <Alert tone="danger">
            The last backup failed: {lastRun.error ?? 'unknown error'}.
            {lastGood ? ` The newest good one is from ${formatDateTime(lastGood.startedAt)}.` : ''}
          </Alert>
        ) : null}
        {backUpNow.isError ? (
          <Alert tone="danger">{adminErrorMessage(backUpNow.error, 'The backup failed.')}</Alert>
        ) : null}
        {lastGood ? (
          <p className="text-xs text-ink-500 dark:text-ink-300">
            A backup holds your customers’ personal data and the shop’s secrets: keep downloaded
            copies private, and delete the ones you no longer need.
          </p>
        ) : null}
      </div>
    </section>
  );
}
