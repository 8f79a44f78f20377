/**
 * Change Password (the button once had no action): current and new password, checked
 * here for the obvious mistakes and by the server for the rest; optionally signs out every other
 * device.
 */
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shop/shared/schemas/account';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { changePassword } from '../api/auth-client';
import { useAuthAction } from '../hooks/use-auth-action';
import { SubmitButton } from './auth-parts';
import { ConfirmPasswordField, CurrentPasswordField, NewPasswordField } from './password-field';

export const PASSWORD_CHANGED = 'Your password has been changed.';

type FieldErrors = Partial<Record<'current' | 'next' | 'confirmation', string>>;

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSignOutOthers, setSignOutOthers] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { status, error, isLoading, run, reset } = useAuthAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (!current) errors.current = 'Enter your current password.';
    if (next.length < PASSWORD_MIN_LENGTH) {
      errors.next = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
    } else if (next === current) {
      errors.next = 'Choose a password different from the current one.';
    }
    if (confirmation !== next) errors.confirmation = 'The two new passwords do not match.';
    setFieldErrors(errors);
    reset();
    if (Object.keys(errors).length > 0) return;
    void run(async () => {
      await changePassword({
        currentPassword: current,
        newPassword: next,
        revokeOtherSessions: isSignOutOthers,
      });
      setCurrent('');
      setNext('');
      setConfirmation('');
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Change password">
      {status === 'success' ? (
        <Alert tone="success">
          {PASSWORD_CHANGED}
          {isSignOutOthers ? ' Your other devices have been signed out.' : ''}
        </Alert>
      ) : null}
      <CurrentPasswordField
        label="Current password"
        value={current}
        error={fieldErrors.current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <NewPasswordField
        value={next}
        error={fieldErrors.next}
        onChange={(e) => setNext(e.target.value)}
      />
      <ConfirmPasswordField
        value={confirmation}
        error={fieldErrors.confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
      />
      <label className="flex items-center gap-2.5 text-sm">
        <input
          type="checkbox"
          checked={isSignOutOthers}
          onChange={(e) => setSignOutOthers(e.target.checked)}
          className="h-4 w-4 rounded accent-clay-600"
        />
        Sign out of my other devices
      </label>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {status === 'success' ? 'Close' : 'Cancel'}
        </Button>
        <div className="sm:w-48">
          <SubmitButton isLoading={isLoading} label="Update password" loadingLabel="Updating..." />
        </div>
      </div>
    </form>
  );
}
