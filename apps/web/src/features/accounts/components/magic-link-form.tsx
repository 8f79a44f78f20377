/**
 * The magic_link view (idle, loading, confirmation, error). The link in the mail signs
 * in and lands on `returnTo`; a used or expired link comes back here with an error.
 */
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { sendMagicLink } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useAuthAction } from '../hooks/use-auth-action';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { EmailField } from './email-field';

export const EMAIL_REQUIRED = 'Email address is required';

type Props = { onView: (view: AuthView) => void; returnTo: string; linkError?: string | null };

export function MagicLinkForm({ onView, returnTo, linkError }: Props) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { status, error, isLoading, run, fail, reset } = useAuthAction();
  const shownError = error ?? (status === 'idle' ? linkError : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return fail(EMAIL_REQUIRED);
    void run(async () => {
      await sendMagicLink(address, returnTo);
      setSentTo(address);
    });
  };

  if (status === 'success' && sentTo) {
    return (
      <div>
        <div className="mb-5 grid h-14 w-14 place-items-center rounded-2xl bg-sage-100 text-sage-700 dark:bg-sage-700/25 dark:text-sage-300">
          <MailCheck className="h-7 w-7" aria-hidden />
        </div>
        <ViewHeading title="Check your email for the magic link">
          We sent a sign-in link to{' '}
          <strong className="text-ink-900 dark:text-cream-100">{sentTo}</strong>. It works once and
          expires in 15 minutes.
        </ViewHeading>
        <p className="text-sm text-ink-500 dark:text-ink-300">
          Nothing arrived? Check your spam folder, or{' '}
          <ViewLink onClick={reset}>send another link</ViewLink>.
        </p>
        <ViewFooter>
          <ViewLink view="sign_in" onClick={() => onView('sign_in')}>
            Back to sign in
          </ViewLink>
        </ViewFooter>
      </div>
    );
  }

  return (
    <div>
      <ViewHeading title="Sign in with a magic link">
        No password needed: we&apos;ll email you a link that signs you in.
      </ViewHeading>
      <form noValidate onSubmit={submit} className="space-y-4">
        <EmailField value={email} onChange={setEmail} />
        {shownError ? <Alert tone="danger">{shownError}</Alert> : null}
        <SubmitButton
          isLoading={isLoading}
          label="Send magic link"
          loadingLabel="Sending magic link..."
        />
      </form>
      <ViewFooter>
        <ViewLink view="sign_in" onClick={() => onView('sign_in')}>
          Back to sign in with a password
        </ViewLink>
      </ViewFooter>
    </div>
  );
}
