/** An accessible modal dialog (Radix): focus trapped and restored, Escape and backdrop close. */
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from './cn';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Visually hide the title (it is still announced). */
  hideTitle?: boolean;
  description?: string;
  children: ReactNode;
  className?: string;
  /** `lg` for rich content such as the product quick view. */
  size?: 'md' | 'lg';
};

export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  className,
  size = 'md',
}: DialogProps) {
  // These dialogs are opened from outside (no Radix Trigger), so Radix has nothing to return
  // focus to on close: remember the element that had focus when the dialog opened.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="dialog-backdrop"
          className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px] dark:bg-black/60"
        />
        <RadixDialog.Content
          aria-describedby={description ? undefined : undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusRef.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusRef.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-cream-50 p-5 shadow-2xl sm:p-8 dark:bg-night-800',
            size === 'lg' ? 'max-w-5xl' : 'max-w-3xl',
            className,
          )}
        >
          <RadixDialog.Title className={cn('pr-10 text-2xl font-semibold', hideTitle && 'sr-only')}>
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-ink-500 dark:text-ink-300">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close
            aria-label="Close"
            className="absolute right-4 top-4 rounded-full p-2 text-ink-500 hover:bg-cream-200 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-night-700 dark:hover:text-cream-100"
          >
            <X className="h-5 w-5" aria-hidden />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
