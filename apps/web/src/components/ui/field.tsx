/** Labelled form controls with an error line. */
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';
import { FormError } from './form-error';

export const inputClass =
  'w-full rounded-xl border border-cream-300 bg-white px-3.5 py-2.5 text-ink-900 placeholder:text-ink-300 focus:border-clay-400 focus:outline-none focus:ring-2 focus:ring-clay-100 dark:border-night-600 dark:bg-night-900 dark:text-cream-100 dark:focus:ring-clay-700/40';

type FieldProps = { label: string; error?: string; hint?: ReactNode; className?: string };

/** The label, the error line and the hint around one control; `control` gets its id and ARIA. */
export function FieldFrame({
  label,
  error,
  hint,
  className,
  id,
  children,
}: FieldProps & {
  id: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${inputId}-error` : undefined,
      })}
      {hint && !error ? <p className="text-xs text-ink-500 dark:text-ink-300">{hint}</p> : null}
      <FormError id={`${inputId}-error`}>{error}</FormError>
    </div>
  );
}

type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export const TextField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & FieldProps
>(function TextField({ label, error, hint, className, id, ...props }, ref) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} id={id}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className={cn(inputClass, error && 'border-red-400')}
          {...props}
        />
      )}
    </FieldFrame>
  );
});

/** A dollar amount: a number box that takes cents and nothing below zero. */
export const MoneyField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & FieldProps
>(function MoneyField(props, ref) {
  return <TextField ref={ref} type="number" inputMode="decimal" min={0} step="0.01" {...props} />;
});

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps
>(function TextAreaField({ label, error, className, id, ...props }, ref) {
  return (
    <FieldFrame label={label} error={error} className={className} id={id}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          className={cn(inputClass, 'min-h-28', error && 'border-red-400')}
          {...props}
        />
      )}
    </FieldFrame>
  );
});

/**
 * The email box of a one-field signup form (the newsletter, a drop's launch notice): its label
 * and message are the form's own, `describedBy` names the message.
 */
export function InlineEmailInput({
  id,
  value,
  onValueChange,
  isInvalid,
  describedBy,
  className,
}: {
  id: string;
  value: string;
  onValueChange: (email: string) => void;
  isInvalid: boolean;
  describedBy: string;
  className?: string;
}) {
  return (
    <input
      id={id}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="you@example.com"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={isInvalid ? true : undefined}
      aria-describedby={describedBy}
      className={cn(inputClass, 'min-w-0', className, isInvalid && 'border-red-400')}
    />
  );
}
