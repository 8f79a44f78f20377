/** The verify_otp view: a six-digit code by email, then the code signs in. */
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/field';
import { sendSignInCode, signInWithCode } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useAuthAction } from '../hooks/use-auth-action';
import { completeSignIn } from '../session';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { EmailField } from './email-field';
import { EMAIL_REQUIRED } from './magic-link-form';

export function VerifyOtpForm({ onView }: { onView: (view: AuthView) => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sending = useAuthAction();
  const verifying = useAuthAction();

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const address = (sentTo ?? email).trim();
    if (!address) return sending.fail(EMAIL_REQUIRED);
    verifying.reset();
    void sending.run(async () => {
      await sendSignInCode(address);
      setSentTo(address);
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return verifying.fail('Enter the 6-digit code from the email.');
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
        <form noValidate onSubmit={send} className="space-y-4">
          <EmailField value={email} onChange={setEmail} />
          {sending.error ? <Alert tone="danger">{sending.error}</Alert> : null}
          <SubmitButton
            isLoading={sending.isLoading}
            label="Send code"
            loadingLabel="Sending code..."
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

  return (
    <div>
      <ViewHeading title="Enter your code">
        We sent a 6-digit code to{' '}
        <strong className="text-ink-900 dark:text-cream-100">{sentTo}</strong>. It expires in 10
        minutes.
      </ViewHeading>
      <form noValidate onSubmit={verify} className="space-y-4">
        <TextField
          label="One-time code"
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {verifying.error ? <Alert tone="danger">{verifying.error}</Alert> : null}
        {sending.error ? <Alert tone="danger">{sending.error}</Alert> : null}
        <SubmitButton
          isLoading={verifying.isLoading}
          label="Verify code"
          loadingLabel="Verifying..."
        />
      </form>
      <ViewFooter>
        <p>
          No code?{' '}
          <ViewLink onClick={() => send()}>
            {sending.isLoading ? 'Sending...' : 'Send a new code'}
          </ViewLink>
          {' · '}
          <ViewLink
            onClick={() => {
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
