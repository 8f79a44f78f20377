/**
 * The magic_link view (idle, loading, confirmation, error). The link in the mail signs
 * in and lands on `returnTo`; a used or expired link comes back here with an error. An HTML form
 * to `/forms/auth/magic-link`, so the link can be asked for before the app has loaded or with
 * scripts off (the server sends it and renders the confirmation); once the app runs it asks
 * through the API in place.
 */
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { MAGIC_LINK_FORM, MAIL_SIGN_IN_MESSAGES } from '@shop/shared/schemas/mail-sign-in';
import { sendMagicLink } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useAuthAction } from '../hooks/use-auth-action';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { EmailField } from './email-field';

export const EMAIL_REQUIRED = MAIL_SIGN_IN_MESSAGES.emailRequired;

type Props = { onView: (view: AuthView) => void; returnTo: string; linkError?: string | null };

export function MagicLinkForm({ onView, returnTo, linkError }: Props) {
  // After a post without the app: the server's confirmation with the address the link went to,
  // or its reason and the address typed.
  const flash = useFormFlash(MAGIC_LINK_FORM);
  const flashSentTo = flash?.notice ? (flash.values.email ?? null) : null;
  const [email, setEmail] = useState(flash?.values.email ?? '');
  const [sentTo, setSentTo] = useState<string | null>(flashSentTo);
  const { status, error, isLoading, run, fail, reset } = useAuthAction();
  const [isFlashShown, setFlashShown] = useState(Boolean(flash));
  const isSent = sentTo !== null && (status === 'success' || (status === 'idle' && isFlashShown));
  const shownError =
    error ??
    (status === 'idle'
      ? ((isFlashShown && !flash?.errors.email ? flash?.message : undefined) ?? linkError)
      : null);

  const submit = (data: FormData) => {
    setFlashShown(false);
    // What the field holds, should the app's state not have caught up with the typing yet.
    const address = String(data.get('email') ?? email).trim();
    if (!address) return fail(EMAIL_REQUIRED);
    void run(async () => {
      await sendMagicLink(address, returnTo);
      setSentTo(address);
    });
  };

  const sendAnother = () => {
    setFlashShown(false);
    setSentTo(null);
    reset();
  };

  if (isSent) {
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
          <ViewLink view="magic_link" onClick={sendAnother}>
            send another link
          </ViewLink>
          .
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
      <HtmlForm
        action="/forms/auth/magic-link"
        formName={MAGIC_LINK_FORM}
        noValidate
        onSubmit={submit}
        className="space-y-4"
      >
        <input type="hidden" name="next" value={returnTo} />
        <EmailField
          value={email}
          onChange={setEmail}
          error={isFlashShown ? flash?.errors.email : undefined}
        />
        {shownError ? <Alert tone="danger">{shownError}</Alert> : null}
        <SubmitButton
          isLoading={isLoading}
          label="Send magic link"
          loadingLabel="Sending magic link..."
        />
      </HtmlForm>
      <ViewFooter>
        <ViewLink view="sign_in" onClick={() => onView('sign_in')}>
          Back to sign in with a password
        </ViewLink>
      </ViewFooter>
    </div>
  );
}
