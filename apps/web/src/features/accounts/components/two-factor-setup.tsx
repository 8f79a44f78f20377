/**
 * Setting up two-factor sign-in, in three steps: the password (better-auth asks for it), then the
 * authenticator app (a QR code, or the key typed in) and its first code, which turns it on, then
 * the recovery codes, shown once, to save before going on.
 */
import { Copy, Download, KeyRound } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { TWO_FACTOR } from '@shop/shared/two-factor';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import {
  startTwoFactorSetup,
  verifyAuthenticatorCode,
  type TwoFactorSetup as Setup,
} from '../api/two-factor';
import { useAuthAction } from '../hooks/use-auth-action';
import { SubmitButton } from './auth-parts';
import { CurrentPasswordField } from './password-field';

/** The key in the otpauth URI, in groups of four for typing into an app by hand. */
function manualKey(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [isOn, setIsOn] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { error, isLoading, run, fail } = useAuthAction();

  const qr = useMemo(
    () =>
      setup
        ? `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.totpURI, { border: 2 }))}`
        : null,
    [setup],
  );

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return fail('Enter your password.');
    void run(async () => {
      setSetup(await startTwoFactorSetup(password));
      setPassword('');
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const entered = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(entered)) return fail('Enter the 6-digit code from your app.');
    void run(async () => {
      await verifyAuthenticatorCode(entered);
      setIsOn(true);
    });
  };

  if (setup && isOn) {
    const text = `${setup.backupCodes.join('\n')}\n`;
    return (
      <div className="space-y-4" data-testid="recovery-codes">
        <Alert tone="success">Two-factor sign-in is on.</Alert>
        <div>
          <h4 className="font-semibold">Save your recovery codes</h4>
          <p className="text-sm text-ink-500 dark:text-ink-300">
            If you lose your phone, each of these codes signs you in once instead of the app. Keep
            them somewhere safe: they are shown only now.
          </p>
        </div>
        <ul className="grid grid-cols-2 gap-2 rounded-2xl bg-cream-100 p-4 font-mono text-sm dark:bg-night-900">
          {setup.backupCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <a
            className="inline-flex h-11 items-center gap-2 rounded-full border border-cream-300 bg-white px-5 text-sm font-semibold hover:border-clay-300 hover:bg-clay-50 dark:border-night-600 dark:bg-night-800 dark:hover:bg-night-700"
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="recovery-codes.txt"
          >
            <Download className="h-4 w-4" aria-hidden />
            Download codes
          </a>
          <Button
            variant="secondary"
            onClick={() => void navigator.clipboard?.writeText(text).catch(() => undefined)}
          >
            <Copy className="h-4 w-4" aria-hidden />
            Copy codes
          </Button>
          <Button onClick={onDone}>I have saved my codes</Button>
        </div>
      </div>
    );
  }

  if (setup) {
    return (
      <div className="space-y-4">
        <p className="text-sm">
          Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…), or
          type the key in by hand. Then enter the 6-digit code the app shows.
        </p>
        <div className="flex flex-wrap items-center gap-5">
          {qr ? (
            <img
              src={qr}
              alt="QR code to add this shop to your authenticator app"
              width={176}
              height={176}
              className="rounded-xl bg-white p-1"
            />
          ) : null}
          <div className="min-w-0">
            <p className="text-xs font-bold uppercase tracking-wider text-ink-500 dark:text-ink-300">
              Key
            </p>
            <p className="mt-1 font-mono text-sm [overflow-wrap:anywhere]" data-testid="totp-key">
              {manualKey(setup.totpURI)}
            </p>
          </div>
        </div>
        <form noValidate onSubmit={confirm} className="space-y-4">
          <TextField
            label="Code from the app"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <SubmitButton isLoading={isLoading} label="Turn on" loadingLabel="Checking..." />
        </form>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={start} className="space-y-4">
      <p className="text-sm">
        After your password, sign-in will ask for a code from an authenticator app on your phone.
        You also get {TWO_FACTOR.recoveryCodeCount} recovery codes for when the phone is not at
        hand.
      </p>
      <CurrentPasswordField value={password} onChange={(e) => setPassword(e.target.value)} />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        <KeyRound className="h-4 w-4" aria-hidden />
        {isLoading ? 'Starting...' : 'Set up two-factor sign-in'}
      </Button>
    </form>
  );
}
