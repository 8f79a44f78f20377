/** The red error line of a form: under one control, or under a whole form or panel. */
import type { ReactNode } from 'react';
import { cn } from './cn';

type FormErrorProps = {
  /** The control's `aria-describedby` points here (`<control id>-error`). */
  id?: string;
  /**
   * Announce it as it appears (role="alert"): for errors that come after an action. Errors
   * tied to a control are read with the control instead.
   */
  announce?: boolean;
  className?: string;
  /** Nothing, or an empty message, renders nothing. */
  children?: ReactNode;
};

export function FormError({ id, announce = false, className, children }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') {
    return null;
  }
  return (
    <p
      id={id}
      role={announce ? 'alert' : undefined}
      className={cn('text-sm text-red-700 dark:text-red-300', className)}
    >
      {children}
    </p>
  );
}
