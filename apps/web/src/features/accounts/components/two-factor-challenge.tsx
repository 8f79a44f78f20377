/**
 * The second step of a password sign-in for an account with two-factor sign-in: a code from
 * the authenticator app, or one of the recovery codes (each works once). `onVerified` runs once
 * the session exists.
 */
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/field';
import { verifyAuthenticatorCode, verifyRecoveryCode } from '../api/two-factor';
import { useAuthAction } from '../hooks/use-auth-action';
import { SubmitButton, ViewHeading, ViewLink } from './auth-parts';

export function TwoFactorChallenge({
  onVerified,
  onCancel,
}: {
  onVerified: () => Promise<void>;
  onCancel: () => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const { error, isLoading, run, fail, reset } = useAuthAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = useRecovery ? code.trim() : code.replace(/\s+/g, '');
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
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          key={useRecovery ? 'recovery' : 'app'}
          label={useRecovery ? 'Recovery code' : 'Authentication code'}
          name="code"
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <SubmitButton isLoading={isLoading} label="Verify" loadingLabel="Verifying..." />
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
        <ViewLink
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
            reset();
          }}
        >
          {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </ViewLink>
        <ViewLink onClick={onCancel}>Start over</ViewLink>
      </div>
      <p className="mt-6 flex items-center gap-2 text-xs text-ink-500 dark:text-ink-300">
        <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden />
        Your password was right; this code proves it is really you.
      </p>
    </div>
  );
}
