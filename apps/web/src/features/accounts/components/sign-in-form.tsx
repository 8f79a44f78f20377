/** The sign_in view: email and password, with the ways to the other views. */
import { KeyRound, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@shop/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { signInWithPassword } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useAuthAction } from '../hooks/use-auth-action';
import { completeSignIn } from '../session';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { PasswordField } from './password-field';

type Props = { onView: (view: AuthView) => void; notice?: string | null };

export function SignInForm({ onView, notice }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, isLoading, run, fail } = useAuthAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return fail(MESSAGES.signUpMissingIdentity);
    void run(async () => {
      await signInWithPassword(email.trim(), password);
      await completeSignIn();
    });
  };

  return (
    <div>
      <ViewHeading title="Welcome back">
        Sign in to see your wishlist, orders and profile.
      </ViewHeading>
      {notice ? (
        <Alert tone="success" className="mb-5">
          {notice}
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aside={
            <span className="text-sm">
              <ViewLink onClick={() => onView('forgotten_password')}>
                Forgot your password?
              </ViewLink>
            </span>
          }
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <SubmitButton isLoading={isLoading} label="Sign in" loadingLabel="Signing in..." />
      </form>

      <div className="my-6 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-ink-300 dark:text-ink-500">
        <span className="h-px flex-1 bg-cream-300 dark:bg-night-700" />
        or
        <span className="h-px flex-1 bg-cream-300 dark:bg-night-700" />
      </div>
      <div className="grid gap-3">
        <Button variant="secondary" onClick={() => onView('magic_link')}>
          <Mail className="h-4 w-4" aria-hidden />
          Email me a link
        </Button>
        <Button variant="secondary" onClick={() => onView('verify_otp')}>
          <KeyRound className="h-4 w-4" aria-hidden />
          Use a one-time code
        </Button>
      </div>

      <ViewFooter>
        <p>
          Don&apos;t have an account? <ViewLink onClick={() => onView('sign_up')}>Sign up</ViewLink>
        </p>
      </ViewFooter>
    </div>
  );
}
