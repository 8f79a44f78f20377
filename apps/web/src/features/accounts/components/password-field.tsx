/**
 * A labelled password input with a show/hide button, and the three ways the account views use
 * it: the password the person has, a new one (with the length rule), and its confirmation.
 */
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { PASSWORD_MIN_LENGTH } from '@shop/shared/schemas/account';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Extra content on the label row (a "Forgot your password?" link, say). */
  aside?: ReactNode;
};

export function PasswordField({
  label,
  hint,
  error,
  aside,
  id,
  className,
  ...props
}: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [isVisible, setVisible] = useState(false);
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, 'pr-12', error && 'border-red-400')}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={isVisible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={isVisible}
          className="absolute inset-y-0 right-1 my-auto grid h-9 w-9 place-items-center rounded-full text-ink-500 hover:bg-cream-200 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-night-700 dark:hover:text-cream-100"
        >
          {isVisible ? (
            <EyeOff className="h-4 w-4" aria-hidden />
          ) : (
            <Eye className="h-4 w-4" aria-hidden />
          )}
        </button>
      </div>
      {error ? (
        <FormError id={`${inputId}-error`}>{error}</FormError>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-ink-500 dark:text-ink-300">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type PresetProps = Omit<PasswordFieldProps, 'label' | 'autoComplete'> & { label?: string };

/** The password the person already has (asked again before a sensitive change). */
export function CurrentPasswordField({
  label = 'Your password',
  name = 'current-password',
  ...props
}: PresetProps) {
  return <PasswordField label={label} name={name} autoComplete="current-password" {...props} />;
}

/** A password being chosen, with the length rule under it. */
export function NewPasswordField({ label = 'New password', ...props }: PresetProps) {
  return (
    <PasswordField
      label={label}
      name="new-password"
      autoComplete="new-password"
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      {...props}
    />
  );
}

/** The new password typed a second time. */
export function ConfirmPasswordField(props: PresetProps) {
  return (
    <PasswordField
      label="Confirm new password"
      name="confirm-password"
      autoComplete="new-password"
      {...props}
    />
  );
}
