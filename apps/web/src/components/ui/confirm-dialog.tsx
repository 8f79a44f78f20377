/**
 * An accessible confirm prompt in place of the browser's bare `window.confirm` (Radix
 * AlertDialog: announced as an alert dialog, focus starts on Cancel and returns to the button
 * that asked, Escape cancels). `useConfirm()` gives an awaitable `confirm(...)` and the element
 * to render once.
 */
import { AlertDialog } from 'radix-ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from './button';

export type ConfirmOptions = {
  /** The question, word for word as the shop words it. */
  title: string;
  /** What is at stake, e.g. the product's name. */
  description?: string;
  confirmLabel: string;
  /** The button that backs out; 'Cancel' unless that would read as the action itself. */
  cancelLabel?: string;
  /** Red action button for something that cannot be undone. */
  isDestructive?: boolean;
};

type Request = ConfirmOptions & { resolve: (isConfirmed: boolean) => void };

export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [request, setRequest] = useState<Request | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        const active = document.activeElement;
        openerRef.current = active instanceof HTMLElement ? active : null;
        setRequest({ ...options, resolve });
      }),
    [],
  );

  const settle = (isConfirmed: boolean) => {
    request?.resolve(isConfirmed);
    setRequest(null);
  };

  const dialog = (
    <AlertDialog.Root
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px] dark:bg-black/60" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            // Opened from code (no Radix trigger): give the focus back to the asking button.
            const opener = openerRef.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream-50 p-6 shadow-2xl motion-safe:animate-pop-in sm:p-7 dark:bg-night-800"
        >
          <AlertDialog.Title className="text-xl font-semibold leading-snug">
            {request?.title}
          </AlertDialog.Title>
          {request?.description ? (
            <AlertDialog.Description className="mt-2 text-sm text-ink-700 dark:text-cream-200">
              {request.description}
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{request?.title}</AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')}>
              {request?.cancelLabel ?? 'Cancel'}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(request?.isDestructive ? 'danger' : 'primary')}
              onClick={(event) => {
                // Settle here rather than through onOpenChange, which reads as a cancel.
                event.preventDefault();
                settle(true);
              }}
            >
              {request?.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );

  return [confirm, dialog];
}
