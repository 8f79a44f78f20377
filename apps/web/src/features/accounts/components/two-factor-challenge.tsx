/**
 * The second step of a password sign-in for an account with two-factor sign-in: a code from
 * the authenticator app, or one of the recovery codes (each works once). `onVerified` runs once
 * the session exists. An HTML form to `/forms/auth/two-factor`, so the code can be entered
 * before the app runs (a sign-in form posted then lands on this view); switching between the
 * app and a recovery code is a view switch, which works the same way.
 */
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '@shop/shared/form-flash';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/field';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { verifyAuthenticatorCode, verifyRecoveryCode } from '../api/two-factor';
import { useAuthAction } from '../hooks/use-auth-action';
import { fieldText } from '../hooks/use-email-password-form';
import { SubmitButton, ViewHeading, ViewLink } from './auth-parts';

/** The form's name: the server's reasons for a refused code come back under it. */
export const TWO_FACTOR_FORM = 'two-factor';

export function TwoFactorChallenge({
  onVerified,
  onCancel,
  recovery = false,
}: {
  onVerified: () => Promise<unknown>;
  onCancel: () => void;
  /** Start with the recovery code rather than the authenticator app's code. */
  recovery?: boolean;
}) {
  const [useRecovery, setUseRecovery] = useState(recovery);
  const [code, setCode] = useState('');
  const [params] = useSearchParams();
  const flash = useFormFlash(TWO_FACTOR_FORM);
  const { error, isLoading, run, fail, reset } = useAuthAction();
  const shownError = error || flash?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's text, also when typed before the app took over the page.
    const typed = fieldText(new FormData(event.currentTarget), 'code') ?? code;
    if (typed !== code) setCode(typed);
    const entered = useRecovery ? typed.trim() : typed.replace(/\s+/g, '');
    if (!entered) {
      return fail(useRecovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code.');
    }
    if (!useRecovery && !/^\d{6}$/.test(entered)) return fail('The code is 6 digits.');
    void run(async () => {
      await (useRecovery ? verifyRecoveryCode(entered) : verifyAuthenticatorCode(entered));
      await onVerified();
    });
  };

  return (
    <div>
      <ViewHeading title="Two-factor sign-in">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this shop.'}
      </ViewHeading>
      <HtmlForm
        action="/forms/auth/two-factor"
        formName={TWO_FACTOR_FORM}
        noValidate
        onSubmit={(_data, event) => submit(event)}
        className="space-y-4"
      >
        <input type="hidden" name="method" value={useRecovery ? 'recovery' : 'app'} />
        <input type="hidden" name="next" value={safeReturnPath(params.get('returnTo')) ?? '/'} />
        <TextField
          key={useRecovery ? 'recovery' : 'app'}
          label={useRecovery ? 'Recovery code' : 'Authentication code'}
          name="code"
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {shownError ? <Alert tone="danger">{shownError}</Alert> : null}
        <SubmitButton isLoading={isLoading} label="Verify" loadingLabel="Verifying..." />
      </HtmlForm>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
        <ViewLink
          view={useRecovery ? 'two_factor' : 'two_factor_recovery'}
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
            reset();
          }}
        >
          {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </ViewLink>
        <ViewLink view="sign_in" onClick={onCancel}>
          Start over
        </ViewLink>
      </div>
      <p className="mt-6 flex items-center gap-2 text-xs text-ink-500 dark:text-ink-300">
        <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden />
        Your password was right; this code proves it is really you.
      </p>
    </div>
  );
}
