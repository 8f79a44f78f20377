/** An empty list (orders, wishlist, cart): an icon, the shop's message, a hint and where to go next. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import { cn } from './cn';

type EmptyStateProps = {
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
  action: { to: string; label: string };
  iconClassName?: string;
};

export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  iconClassName,
}: EmptyStateProps) {
  return (
    <div className="rounded-3xl border border-dashed border-cream-300 bg-cream-50 px-6 py-16 text-center dark:border-night-600 dark:bg-night-800">
      <span
        className={cn(
          'mx-auto grid h-16 w-16 place-items-center rounded-full bg-clay-50 text-clay-600 dark:bg-night-700 dark:text-clay-300',
          iconClassName,
        )}
      >
        <Icon className="h-8 w-8" aria-hidden />
      </span>
      <p className="mt-5 font-display text-2xl">{title}</p>
      <p className="mx-auto mt-2 max-w-sm text-ink-500 dark:text-ink-300">{children}</p>
      <ButtonLink to={action.to} className="mt-7">
        {action.label}
      </ButtonLink>
    </div>
  );
}
