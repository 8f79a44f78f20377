/** The look of the account menu's trigger, shared by the real menu and its lazy placeholder. */
import { ChevronDown, User } from 'lucide-react';
import { cn } from '@/components/ui/cn';

export const accountTriggerClass =
  'inline-flex h-10 items-center gap-1 rounded-full pl-2 pr-2.5 text-ink-700 transition-colors hover:bg-cream-200 data-[state=open]:bg-cream-200 dark:text-cream-200 dark:hover:bg-night-700 dark:data-[state=open]:bg-night-700';

export function AccountTriggerContent({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <>
      <span
        className={cn(
          'grid h-7 w-7 place-items-center rounded-full',
          isSignedIn
            ? 'bg-clay-100 text-clay-700 dark:bg-clay-700/40 dark:text-clay-100'
            : 'text-current',
        )}
      >
        <User className="h-5 w-5" aria-hidden />
      </span>
      <ChevronDown className="h-4 w-4 opacity-60" aria-hidden />
    </>
  );
}
