/**
 * The update_password view, where a password-reset link lands (?view=update_password&token=…).
 * The token works once; resetting ends every session, so success returns to sign_in
 * (a user-updated event returns to sign_in).
 */
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { resetPassword } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useAuthAction } from '../hooks/use-auth-action';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { ConfirmPasswordField, NewPasswordField } from './password-field';

export const PASSWORD_UPDATED = 'Your password has been updated. Sign in with your new password.';

type Props = {
  token: string | null;
  onView: (view: AuthView) => void;
  onUpdated: () => void;
};

export function UpdatePasswordForm({ token, onView, onUpdated }: Props) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { error, isLoading, run, fail } = useAuthAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (!password) return fail('Enter a new password.');
    if (password !== confirmation) return fail('The two passwords do not match.');
    void run(async () => {
      await resetPassword(token, password);
      onUpdated();
    });
  };

  return (
    <div>
      <ViewHeading title="Choose a new password">
        Pick something you don&apos;t use anywhere else. You&apos;ll be signed out everywhere.
      </ViewHeading>
      {!token ? (
        <Alert tone="danger" className="mb-5">
          This page needs the link from your password reset email. Request a new link if yours has
          expired.
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit} className="space-y-4">
        <NewPasswordField
          value={password}
          disabled={!token}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ConfirmPasswordField
          value={confirmation}
          disabled={!token}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        {error ? (
          <Alert tone="danger">
            {error}
            {/token/i.test(error) ? (
              <>
                {' '}
                <ViewLink view="forgotten_password" onClick={() => onView('forgotten_password')}>
                  Request a new link
                </ViewLink>
              </>
            ) : null}
          </Alert>
        ) : null}
        {token ? (
          <SubmitButton
            isLoading={isLoading}
            label="Update password"
            loadingLabel="Updating password..."
          />
        ) : null}
      </form>
      <ViewFooter>
        {token ? (
          <ViewLink view="sign_in" onClick={() => onView('sign_in')}>
            Back to sign in
          </ViewLink>
        ) : (
          <ViewLink view="forgotten_password" onClick={() => onView('forgotten_password')}>
            Request a new reset link
          </ViewLink>
        )}
      </ViewFooter>
    </div>
  );
}
