/** The sign_in view: email and password, with the ways to the other views. */
import { KeyRound, Mail } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { signInWithPassword } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useEmailPasswordForm } from '../hooks/use-email-password-form';
import { completeSignIn } from '../session';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { ViewNotice } from './view-notice';

type Props = { onView: (view: AuthView) => void; notice?: string | null };

export function SignInForm({ onView, notice }: Props) {
  const { email, setEmail, password, setPassword, error, isLoading, submit } = useEmailPasswordForm(
    async (address, secret) => {
      await signInWithPassword(address, secret);
      await completeSignIn();
    },
  );

  return (
    <div>
      <ViewHeading title="Welcome back">
        Sign in to see your wishlist, orders and profile.
      </ViewHeading>
      <ViewNotice>{notice}</ViewNotice>
      <form noValidate onSubmit={submit} className="space-y-4">
        <EmailField value={email} onChange={setEmail} />
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
