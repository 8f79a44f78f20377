/**
 * The update_password view, where a password-reset link lands (?view=update_password&token=…).
 * The token works once; resetting ends every session, so success returns to sign_in
 * (a user-updated event returns to sign_in). An HTML form to `/forms/auth/reset-password`, so
 * the new password can be set before the app has loaded or with scripts off (the server sets it
 * and sends the browser to sign in with the same notice); once the app runs it goes through the
 * API in place.
 */
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { MAIL_SIGN_IN_MESSAGES, UPDATE_PASSWORD_FORM } from '@shop/shared/schemas/mail-sign-in';
import { resetPassword } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useAuthAction } from '../hooks/use-auth-action';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { ConfirmPasswordField, NewPasswordField } from './password-field';

export const PASSWORD_UPDATED = MAIL_SIGN_IN_MESSAGES.passwordUpdated;

type Props = {
  token: string | null;
  onView: (view: AuthView) => void;
  onUpdated: () => void;
};

export function UpdatePasswordForm({ token, onView, onUpdated }: Props) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { status, error: appError, isLoading, run, fail } = useAuthAction();
  // After a post without the app: the server's reason (a used or expired link, say).
  const flash = useFormFlash(UPDATE_PASSWORD_FORM);
  const error = appError ?? (status === 'idle' ? flash?.message : undefined);

  const submit = (data: FormData) => {
    if (!token) return;
    // What the fields hold, should the app's state not have caught up with the typing yet.
    const chosen = String(data.get('new-password') ?? password);
    const again = String(data.get('confirm-password') ?? confirmation);
    if (!chosen) return fail(MAIL_SIGN_IN_MESSAGES.newPasswordMissing);
    if (chosen !== again) return fail(MAIL_SIGN_IN_MESSAGES.passwordsDiffer);
    void run(async () => {
      await resetPassword(token, chosen);
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
      <HtmlForm
        action="/forms/auth/reset-password"
        formName={UPDATE_PASSWORD_FORM}
        noValidate
        onSubmit={submit}
        className="space-y-4"
      >
        <input type="hidden" name="token" value={token ?? ''} />
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
      </HtmlForm>
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
