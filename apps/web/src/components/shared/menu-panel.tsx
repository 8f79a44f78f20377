/**
 * A dropdown menu's floating panel (Radix portal and content), aligned to the trigger's end just
 * below it, in the shop's card look. The account menu and the admin pages' menu use it.
 */
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export function MenuPanel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className={cn(
          'z-50 min-w-56 rounded-2xl border border-cream-300 bg-cream-50 p-1.5 shadow-xl dark:border-night-600 dark:bg-night-800',
          className,
        )}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
