/**
 * Admin → Activity: the audit log, newest first. Filters (kind, outcome, a search over who, the
 * path and the target) live in the URL. Each entry opens to the request and the target's state
 * before and after. Read-only: nothing here changes an entry.
 */
import { History, Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditEntry } from '@shop/shared/schemas/audit';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useActivity } from '../api/get-activity';
import { describeEntry, isRefused } from './describe-entry';
import { PageNav } from '@/components/ui/page-nav';

const PAGE_SIZE = 25;

type FilterProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  width?: 'w-40' | 'w-44';
  children: ReactNode;
};

/** A labelled select that narrows the list. */
function Filter({ id, label, value, onChange, width = 'w-44', children }: FilterProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        wrapperClassName={`mt-1.5 ${width}`}
      >
        {children}
      </NativeSelect>
    </div>
  );
}

export function ActivityLog() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') ?? '';
  const outcome = params.get('outcome') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const query: Record<string, string> = { page: String(page), pageSize: String(PAGE_SIZE) };
  if (kind) query.kind = kind;
  if (outcome) query.outcome = outcome;
  if (q) query.q = q;
  const activity = useActivity(query);

  const set = (changes: Record<string, string>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ q: draft.trim() });
  };

  const pages = activity.data ? Math.max(1, Math.ceil(activity.data.total / PAGE_SIZE)) : 1;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-3">
        <form
          role="search"
          aria-label="Activity"
          onSubmit={search}
          className="flex min-w-[16rem] flex-1 gap-2"
        >
          <label htmlFor="activity-search" className="sr-only">
            Search activity
          </label>
          <input
            id="activity-search"
            type="search"
            className={inputClass}
            placeholder="Who, what or which id"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            <Search className="h-4 w-4" aria-hidden />
            Search
          </Button>
        </form>
        <Filter id="activity-kind" label="Kind" value={kind} onChange={(v) => set({ kind: v })}>
          <option value="">Everything</option>
          {AUDIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {AUDIT_KIND_LABELS[k]}
            </option>
          ))}
        </Filter>
        <Filter
          id="activity-outcome"
          label="Outcome"
          value={outcome}
          onChange={(v) => set({ outcome: v })}
          width="w-40"
        >
          <option value="">Any</option>
          <option value="ok">Done</option>
          <option value="refused">Refused</option>
        </Filter>
      </div>

      {activity.isPending ? (
        <div className="space-y-3">
          <p role="status" className="sr-only">
            Loading...
          </p>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : activity.isError ? (
        <LoadError onRetry={() => void activity.refetch()} isRetrying={activity.isFetching}>
          We couldn&apos;t load the activity.
        </LoadError>
      ) : activity.data.items.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-cream-300 bg-cream-50 px-6 py-16 text-center dark:border-night-600 dark:bg-night-800">
          <History className="mx-auto h-10 w-10 text-clay-500 dark:text-clay-300" aria-hidden />
          <p className="mt-4 font-display text-xl">No activity found</p>
          <p className="mt-2 text-sm text-ink-500 dark:text-ink-300">
            {kind || outcome || q
              ? 'Nothing matches these filters.'
              : 'Admin sign-ins and every change made in the admin panel will be listed here.'}
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-ink-500 dark:text-ink-300">
            {activity.data.total} {activity.data.total === 1 ? 'entry' : 'entries'}
          </p>
          <ol className="space-y-3" aria-label="Activity">
            {activity.data.items.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} />
            ))}
          </ol>
          {pages > 1 ? (
            <PageNav
              label="Pages"
              className="flex items-center justify-between gap-3"
              page={page}
              pageCount={pages}
              onPage={(to) => set({ page: String(to) })}
              size="md"
              previous="Newer"
              next="Older"
            >
              <span className="text-sm">
                Page {page} of {pages}
              </span>
            </PageNav>
          ) : null}
        </>
      )}
    </div>
  );
}

function ActivityItem({ entry }: { entry: AuditEntry }) {
  const refused = isRefused(entry);
  return (
    <li className="rounded-2xl border border-cream-300 bg-cream-50 dark:border-night-700 dark:bg-night-800">
      <details className="group">
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{describeEntry(entry)}</span>
            <span className="block text-sm text-ink-500 [overflow-wrap:anywhere] dark:text-ink-300">
              {entry.actorEmail ?? 'Unknown'} ·{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </span>
          </span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-bold',
              refused
                ? 'bg-red-100 text-red-800 dark:bg-red-950/60 dark:text-red-200'
                : 'bg-sage-100 text-sage-700 dark:bg-sage-700/25 dark:text-sage-300',
            )}
          >
            {refused ? `Refused (${entry.status})` : 'Done'}
          </span>
        </summary>
        <div className="space-y-3 border-t border-cream-300 px-4 py-4 text-sm sm:px-5 dark:border-night-700">
          <p className="font-mono text-xs [overflow-wrap:anywhere]">
            {entry.method} {entry.path}
            {entry.ip ? ` · from ${entry.ip}` : ''}
          </p>
          <div className="grid gap-3 lg:grid-cols-3">
            <JsonBlock title="Sent" value={entry.request} />
            <JsonBlock title="Before" value={entry.before} />
            <JsonBlock title="After" value={entry.after} />
          </div>
        </div>
      </details>
    </li>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-bold uppercase tracking-wider text-ink-500 dark:text-ink-300">
        {title}
      </p>
      {value === null || value === undefined ? (
        <p className="mt-1 text-ink-500 dark:text-ink-300">Nothing</p>
      ) : (
        <pre
          tabIndex={0}
          className="mt-1 max-h-72 overflow-auto rounded-xl bg-cream-100 p-3 text-xs dark:bg-night-900"
        >
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
    </div>
  );
}
