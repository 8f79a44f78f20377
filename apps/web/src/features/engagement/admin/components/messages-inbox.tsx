/**
 * The maker's inbox: the list on the left, the selected message and its reply on the
 * right. On a phone the list comes first and a message opens on its own with a back button.
 * The selection lives in `?message=<id>`, so links (and the dashboard) can open one directly.
 */
import { ArrowLeft, Inbox, MailOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '../api/get-messages';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';
import { LoadError } from '@/components/ui/load-error';
import { EmptyNote } from '@/components/admin-form/empty-note';

const panelClass =
  'overflow-hidden rounded-3xl border border-cream-300/80 bg-cream-50 shadow-sm dark:border-night-700 dark:bg-night-800';

export function MessagesInbox() {
  const { data: messages, isPending, isError, refetch, isRefetching } = useMessages();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('message');
  const selected = messages?.find((m) => m.id === selectedId) ?? null;

  const select = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('message', id);
      else next.delete('message');
      return next;
    });

  if (isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,380px)_1fr]">
        <p role="status" className="sr-only">
          Loading...
        </p>
        <div className={cn(panelClass, 'space-y-3 p-4')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
        <Skeleton className="hidden h-96 lg:block" />
      </div>
    );
  }

  if (isError) {
    return (
      <LoadError onRetry={() => void refetch()} isRetrying={isRefetching}>
        We couldn&apos;t load your messages.
      </LoadError>
    );
  }

  if (messages.length === 0) {
    return (
      <EmptyNote icon={Inbox} title="No messages yet">
        Messages sent through the contact page will arrive here.
      </EmptyNote>
    );
  }

  const pendingCount = messages.filter((m) => m.status === 'pending').length;
  const hasSelection = selectedId !== null;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,380px)_1fr]">
      <section aria-label="Inbox" className={cn(panelClass, hasSelection && 'hidden lg:block')}>
        <div className="flex items-center justify-between border-b border-cream-300/80 px-4 py-3 sm:px-5 dark:border-night-700">
          <h2 className="font-sans text-sm font-bold uppercase tracking-[0.12em] text-ink-500 dark:text-ink-300">
            Inbox
          </h2>
          <span className="text-sm text-ink-500 dark:text-ink-300">
            {pendingCount > 0 ? `${pendingCount} pending` : 'All answered'}
          </span>
        </div>
        <div className="lg:max-h-[calc(100vh-16rem)] lg:overflow-y-auto">
          <MessageList messages={messages} selectedId={selectedId} onSelect={select} />
        </div>
      </section>

      <section
        aria-label="Message details"
        className={cn(panelClass, 'p-5 sm:p-7', !hasSelection && 'hidden lg:block')}
      >
        <Button
          variant="ghost"
          size="sm"
          onClick={() => select(null)}
          className="-ml-2 mb-4 lg:hidden"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to messages
        </Button>
        {selected ? (
          <MessageDetail message={selected} />
        ) : (
          <div className="flex flex-col items-center py-16 text-center text-ink-500 dark:text-ink-300">
            <MailOpen className="h-10 w-10 text-clay-300 dark:text-clay-400" aria-hidden />
            <p className="mt-4 font-display text-lg text-ink-700 dark:text-cream-200">
              {hasSelection ? 'This message could not be found' : 'Select a message to read it'}
            </p>
            {hasSelection ? null : (
              <p className="mt-1 text-sm">Pending messages are marked with a dot.</p>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
