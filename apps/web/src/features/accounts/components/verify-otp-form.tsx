/**
 * The verify_otp view: a six-digit code by email, then the code signs in. Both steps are HTML
 * forms (`/forms/auth/email-otp/send`, then `/forms/auth/email-otp/verify`), so a shopper can
 * ask for the code and sign in with it before the app has loaded or with scripts off: the server
 * sends the code and renders the code step for that address, then signs in and sends them to
 * `returnTo`. Once the app runs, both go through the API in place.
 */
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/field';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import {
  MAIL_SIGN_IN_MESSAGES,
  OTP_SEND_FORM,
  OTP_VERIFY_FORM,
} from '@shop/shared/schemas/mail-sign-in';
import { sendSignInCode, signInWithCode } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useAuthAction } from '../hooks/use-auth-action';
import { completeSignIn } from '../session';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink, viewLinkClass } from './auth-parts';
import { EmailField } from './email-field';
import { EMAIL_REQUIRED } from './magic-link-form';

/** The code step's second form: the same address again, for "Send a new code". */
const RESEND_FORM_ID = 'otp-resend';

type Props = { onView: (view: AuthView) => void; returnTo: string };

/**
 * After a post without the app: the address the code went to (the code step, from either
 * form), and the reasons to show with the step they belong to.
 */
function useCodeFlash() {
  const sent = useFormFlash(OTP_SEND_FORM);
  const verified = useFormFlash(OTP_VERIFY_FORM);
  const sentTo = (sent?.notice ? sent.values.email : verified?.values.email) || null;
  return {
    sentTo,
    email: sent?.values.email ?? '',
    emailError: sent?.errors.email,
    sendError: sent && !sent.notice && !sent.errors.email ? sent.message : undefined,
    verifyError: verified?.errors.otp ?? verified?.message,
  };
}

export function VerifyOtpForm({ onView, returnTo }: Props) {
  const flash = useCodeFlash();
  const [email, setEmail] = useState(flash.email || (flash.sentTo ?? ''));
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(flash.sentTo);
  const [isFlashShown, setFlashShown] = useState(true);
  const sending = useAuthAction();
  const verifying = useAuthAction();
  const sendError = sending.error ?? (isFlashShown ? flash.sendError : undefined);
  const verifyError = verifying.error ?? (isFlashShown ? flash.verifyError : undefined);

  const send = (typed?: FormData) => {
    setFlashShown(false);
    // What the field holds, should the app's state not have caught up with the typing yet.
    const address = (sentTo ?? String(typed?.get('email') ?? email)).trim();
    if (!address) return sending.fail(EMAIL_REQUIRED);
    verifying.reset();
    void sending.run(async () => {
      await sendSignInCode(address);
      setSentTo(address);
    });
  };

  const verify = (data: FormData) => {
    setFlashShown(false);
    if (!sentTo) return;
    const digits = String(data.get('otp') ?? code).replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return verifying.fail(MAIL_SIGN_IN_MESSAGES.codeShape);
    void verifying.run(async () => {
      await signInWithCode(sentTo, digits);
      await completeSignIn();
    });
  };

  if (!sentTo) {
    return (
      <div>
        <ViewHeading title="Sign in with a one-time code">
          We&apos;ll email you a 6-digit code to sign in with.
        </ViewHeading>
        <HtmlForm
          action="/forms/auth/email-otp/send"
          formName={OTP_SEND_FORM}
          noValidate
          onSubmit={send}
          className="space-y-4"
        >
          <EmailField
            value={email}
            onChange={setEmail}
            error={isFlashShown ? flash.emailError : undefined}
          />
          {sendError ? <Alert tone="danger">{sendError}</Alert> : null}
          <SubmitButton
            isLoading={sending.isLoading}
            label="Send code"
            loadingLabel="Sending code..."
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

  return (
    <div>
      <ViewHeading title="Enter your code">
        We sent a 6-digit code to{' '}
        <strong className="text-ink-900 dark:text-cream-100">{sentTo}</strong>. It expires in 10
        minutes.
      </ViewHeading>
      <HtmlForm
        action="/forms/auth/email-otp/verify"
        formName={OTP_VERIFY_FORM}
        noValidate
        onSubmit={verify}
        className="space-y-4"
      >
        <input type="hidden" name="email" value={sentTo} />
        <input type="hidden" name="next" value={returnTo} />
        <TextField
          label="One-time code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {verifyError ? <Alert tone="danger">{verifyError}</Alert> : null}
        {sendError ? <Alert tone="danger">{sendError}</Alert> : null}
        <SubmitButton
          isLoading={verifying.isLoading}
          label="Verify code"
          loadingLabel="Verifying..."
        />
      </HtmlForm>
      <HtmlForm
        id={RESEND_FORM_ID}
        action="/forms/auth/email-otp/send"
        formName={OTP_SEND_FORM}
        hidden
      >
        <input type="hidden" name="email" value={sentTo} />
      </HtmlForm>
      <ViewFooter>
        <p>
          No code?{' '}
          <button
            type="submit"
            form={RESEND_FORM_ID}
            onClick={(event) => {
              event.preventDefault();
              send();
            }}
            className={viewLinkClass}
          >
            {sending.isLoading ? 'Sending...' : 'Send a new code'}
          </button>
          {' · '}
          <ViewLink
            view="verify_otp"
            onClick={() => {
              setFlashShown(false);
              setSentTo(null);
              setCode('');
              verifying.reset();
            }}
          >
            Use a different email
          </ViewLink>
        </p>
      </ViewFooter>
    </div>
  );
}
