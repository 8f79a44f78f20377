/**
 * The inbox's list (SPEC §2): newest first, pending messages marked. Each entry shows who wrote
 * (name and address), when (date and time), the opening words as its subject line, and whether
 * it was answered: several messages from one person still read apart.
 */
import type { ContactMessage } from '@shop/shared/schemas/engagement';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/lib/format';

type MessageListProps = {
  messages: ContactMessage[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

export function MessageList({ messages, selectedId, onSelect }: MessageListProps) {
  return (
    <ul aria-label="Messages" className="divide-y divide-cream-300/80 dark:divide-night-700">
      {messages.map((message) => {
        const isPending = message.status === 'pending';
        const isSelected = message.id === selectedId;
        return (
          <li key={message.id}>
            <button
              type="button"
              onClick={() => onSelect(message.id)}
              aria-current={isSelected ? 'true' : undefined}
              className={cn(
                'relative flex w-full flex-col gap-1 px-4 py-4 text-left transition-colors sm:px-5',
                isSelected
                  ? 'bg-clay-50 dark:bg-night-700'
                  : 'hover:bg-cream-100 dark:hover:bg-night-700/60',
              )}
            >
              {isSelected ? (
                <span aria-hidden className="absolute inset-y-0 left-0 w-1 bg-clay-500" />
              ) : null}
              <span className="flex items-center gap-2">
                {isPending ? (
                  <span aria-hidden className="h-2 w-2 shrink-0 rounded-full bg-clay-500" />
                ) : null}
                <span
                  className={cn(
                    'min-w-0 flex-1 truncate',
                    isPending ? 'font-bold text-ink-900 dark:text-cream-50' : 'font-semibold',
                  )}
                >
                  {message.name}
                  <span className="font-normal text-ink-500 dark:text-ink-300">
                    {' '}
                    · {message.email}
                  </span>
                </span>
              </span>
              <span
                className={cn(
                  'line-clamp-2 break-words text-sm',
                  isPending
                    ? 'font-semibold text-ink-900 dark:text-cream-50'
                    : 'text-ink-700 dark:text-cream-200',
                )}
              >
                {message.message}
              </span>
              <span className="flex items-center gap-2">
                <time
                  dateTime={message.createdAt}
                  className="min-w-0 flex-1 text-xs text-ink-500 dark:text-ink-300"
                >
                  {formatDateTime(message.createdAt)}
                </time>
                {isPending ? (
                  <span className="shrink-0 rounded-full bg-clay-100 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-clay-700 dark:bg-clay-700/30 dark:text-clay-300">
                    Pending
                  </span>
                ) : (
                  <span className="shrink-0 rounded-full bg-sage-100 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-sage-700 dark:bg-sage-700/25 dark:text-sage-300">
                    Responded
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
