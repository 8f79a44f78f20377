/**
 * An admin list with nothing in it yet (posts, campaigns, messages, drops): a dashed card with an
 * optional icon, what is missing and where the first one comes from.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export function EmptyNote({
  icon: Icon,
  title,
  children,
  isCompact = false,
}: {
  icon?: LucideIcon;
  title: string;
  children: ReactNode;
  /** Less room, for a list that shares its page with a form. */
  isCompact?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-dashed border-cream-300 bg-cream-50 px-6 text-center dark:border-night-600 dark:bg-night-800',
        isCompact ? 'py-10' : 'py-14',
      )}
    >
      {Icon ? (
        <Icon
          className={cn(
            'mx-auto mb-3 text-clay-500 dark:text-clay-300',
            isCompact ? 'h-8 w-8' : 'h-9 w-9',
          )}
          aria-hidden
        />
      ) : null}
      <p className={cn('font-display', isCompact ? 'text-lg' : 'text-xl')}>{title}</p>
      <p className="mt-1 text-sm text-ink-500 dark:text-ink-300">{children}</p>
    </div>
  );
}
