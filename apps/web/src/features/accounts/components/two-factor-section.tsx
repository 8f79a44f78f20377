/**
 * The profile's two-factor sign-in section: whether it is on; set it up (authenticator app and
 * recovery codes), or turn it off with the password.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { meKey } from '@/lib/query-keys';
import { turnOffTwoFactor } from '../api/two-factor';
import { useAuthAction } from '../hooks/use-auth-action';
import { useMe } from '../hooks/use-me';
import { CurrentPasswordField } from './password-field';
import { TwoFactorSetup } from './two-factor-setup';
import { DangerFormActions } from '@/components/ui/danger-form-actions';

export function TwoFactorSection() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'idle' | 'setup' | 'off'>('idle');
  /** Setting up or turning off is done: back to the section, with the state read again. */
  const finish = () => {
    setMode('idle');
    void queryClient.invalidateQueries({ queryKey: meKey(me.data?.id) });
  };

  const isOn = me.data?.twoFactorEnabled === true;
  return (
    <div className="mt-8 border-t border-cream-300 pt-6 dark:border-night-700">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-display text-lg font-semibold">Two-factor sign-in</h3>
          <p className="text-sm text-ink-500 dark:text-ink-300">
            {isOn
              ? 'On: signing in with your password also asks for a code from your authenticator app.'
              : 'Ask for a code from an authenticator app after your password.'}
          </p>
        </div>
        {me.data && mode === 'idle' ? (
          isOn ? (
            <Button variant="secondary" onClick={() => setMode('off')}>
              <ShieldOff className="h-4 w-4" aria-hidden />
              Turn off
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setMode('setup')}>
              <ShieldCheck className="h-4 w-4" aria-hidden />
              Turn on
            </Button>
          )
        ) : null}
      </div>
      <div className="mt-5">
        {me.isPending ? <Skeleton className="h-10 w-48" /> : null}
        {me.isError ? (
          <LoadError onRetry={() => void me.refetch()} isRetrying={me.isFetching}>
            Could not load your sign-in settings.
          </LoadError>
        ) : null}
        {mode === 'setup' ? <TwoFactorSetup onDone={finish} /> : null}
        {mode === 'off' ? <TurnOffForm onDone={finish} onCancel={() => setMode('idle')} /> : null}
      </div>
    </div>
  );
}

function TurnOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const { error, isLoading, run, fail } = useAuthAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return fail('Enter your password.');
    void run(async () => {
      await turnOffTwoFactor(password);
      onDone();
    });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <CurrentPasswordField value={password} onChange={(e) => setPassword(e.target.value)} />
      <DangerFormActions
        error={error}
        isLoading={isLoading}
        label="Turn off two-factor sign-in"
        loadingLabel="Turning off..."
        onCancel={onCancel}
      />
    </form>
  );
}
