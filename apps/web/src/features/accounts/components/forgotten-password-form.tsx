/** The forgotten_password view: mails a reset link that opens the update_password view. */
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';

import { requestPasswordReset } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useAuthAction } from '../hooks/use-auth-action';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { EMAIL_REQUIRED } from './magic-link-form';
import { EmailField } from './email-field';

export function ForgottenPasswordForm({ onView }: { onView: (view: AuthView) => void }) {
  const [email, setEmail] = useState('');
  const { status, error, isLoading, run, fail } = useAuthAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return fail(EMAIL_REQUIRED);
    void run(async () => {
      await requestPasswordReset(address);
    });
  };

  return (
    <div>
      <ViewHeading title="Reset your password">
        Enter the email of your account and we&apos;ll send you a link to choose a new password.
      </ViewHeading>
      {status === 'success' ? (
        <Alert tone="success" className="mb-5">
          Check your email for the password reset link. It works once and expires in an hour.
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit} className="space-y-4">
        <EmailField value={email} onChange={setEmail} />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <SubmitButton
          isLoading={isLoading}
          label={status === 'success' ? 'Send the link again' : 'Send reset instructions'}
          loadingLabel="Sending..."
        />
      </form>
      <ViewFooter>
        <ViewLink onClick={() => onView('sign_in')}>Back to sign in</ViewLink>
      </ViewFooter>
    </div>
  );
}
