/**
 * The forgotten_password view: mails a reset link that opens the update_password view. An HTML
 * form to `/forms/auth/forgot-password`, so the link can be asked for before the app has loaded
 * or with scripts off (the server sends it and renders this view again saying so); once the app
 * runs it asks through the API in place.
 */
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { requestPasswordReset } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useAuthAction } from '../hooks/use-auth-action';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { EMAIL_REQUIRED } from './magic-link-form';
import { EmailField } from './email-field';

export const FORGOT_PASSWORD_FORM = 'forgot-password';

export function ForgottenPasswordForm({ onView }: { onView: (view: AuthView) => void }) {
  // After a post without the app: the server's notice, or its reason and the address typed.
  const flash = useFormFlash(FORGOT_PASSWORD_FORM);
  const [email, setEmail] = useState(flash?.values.email ?? '');
  const { status, error, isLoading, run, fail } = useAuthAction();
  const isSent = status === 'success' || (status === 'idle' && Boolean(flash?.notice));
  const shownError = error ?? (status === 'idle' ? flash?.message : undefined);

  const submit = () => {
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
      {isSent ? (
        <Alert tone="success" className="mb-5">
          Check your email for the password reset link. It works once and expires in an hour.
        </Alert>
      ) : null}
      <HtmlForm
        action="/forms/auth/forgot-password"
        formName={FORGOT_PASSWORD_FORM}
        noValidate
        onSubmit={submit}
        className="space-y-4"
      >
        <EmailField value={email} onChange={setEmail} error={flash?.errors.email} />
        {shownError ? <Alert tone="danger">{shownError}</Alert> : null}
        <SubmitButton
          isLoading={isLoading}
          label={isSent ? 'Send the link again' : 'Send reset instructions'}
          loadingLabel="Sending..."
        />
      </HtmlForm>
      <ViewFooter>
        <ViewLink view="sign_in" onClick={() => onView('sign_in')}>
          Back to sign in
        </ViewLink>
      </ViewFooter>
    </div>
  );
}
