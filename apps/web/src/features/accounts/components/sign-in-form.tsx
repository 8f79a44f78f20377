/**
 * The sign_in view: email and password, with the ways to the other views. An HTML form to
 * `/forms/auth/sign-in`, so a shopper can sign in before the app has loaded or with scripts off
 * (the server signs in, then sends them to `?returnTo=` or home); once the app runs it signs in
 * through the API in place, with the two-factor step when the account asks for it.
 */
import { KeyRound, Mail, UserPlus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '@shop/shared/form-flash';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { needsSecondFactor, signInWithPassword } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useEmailPasswordForm } from '../hooks/use-email-password-form';
import { completeSignIn } from '../session';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { EmailField } from './email-field';
import { CurrentPasswordField } from './password-field';
import { TwoFactorChallenge } from './two-factor-challenge';
import { ViewNotice } from './view-notice';
import { SHOP } from '@shop/shared/shop';

type Props = {
  onView: (view: AuthView) => void;
  notice?: string | null;
  /** Reached from Proceed to Checkout: say so, and offer a new account as plainly as sign-in. */
  isCheckout?: boolean;
};

export const SIGN_IN_FORM = 'sign-in';

export function SignInForm({ onView, notice, isCheckout = false }: Props) {
  const [needsCode, setNeedsCode] = useState(false);
  const [params] = useSearchParams();
  // After a post without the app: the server's reason and the address typed.
  const flash = useFormFlash(SIGN_IN_FORM);
  const { email, setEmail, password, setPassword, error, fieldErrors, isLoading, submit } =
    useEmailPasswordForm(
      async (address, secret) => {
        if (needsSecondFactor(await signInWithPassword(address, secret))) {
          setNeedsCode(true);
          return;
        }
        await completeSignIn();
      },
      { initialEmail: flash?.values.email },
    );
  const shownError = error || flash?.message;

  if (needsCode) {
    return (
      <TwoFactorChallenge
        onVerified={async () => {
          await completeSignIn();
        }}
        onCancel={() => {
          setPassword('');
          setNeedsCode(false);
        }}
      />
    );
  }

  return (
    <div>
      {isCheckout ? (
        <ViewHeading title="Sign in to check out">
          Your cart is saved. Sign in or create an account, and you are back in your cart, ready to
          pay.
        </ViewHeading>
      ) : (
        <ViewHeading title="Welcome back">
          Sign in to see your wishlist, orders and profile.
        </ViewHeading>
      )}
      <ViewNotice>{notice}</ViewNotice>
      <HtmlForm
        action="/forms/auth/sign-in"
        formName={SIGN_IN_FORM}
        noValidate
        onSubmit={(_data, event) => submit(event)}
        className="space-y-4"
      >
        <input type="hidden" name="next" value={safeReturnPath(params.get('returnTo')) ?? '/'} />
        <EmailField
          value={email}
          onChange={setEmail}
          error={fieldErrors.email ?? flash?.errors.email}
        />
        <CurrentPasswordField
          label="Password"
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password ?? flash?.errors.password}
          aside={
            <span className="text-sm">
              <ViewLink onClick={() => onView('forgotten_password')}>
                Forgot your password?
              </ViewLink>
            </span>
          }
        />
        {shownError ? <Alert tone="danger">{shownError}</Alert> : null}
        <SubmitButton isLoading={isLoading} label="Sign in" loadingLabel="Signing in..." />
      </HtmlForm>
      {isCheckout ? (
        <div className="mt-4 space-y-2 text-center">
          <p className="text-sm text-ink-500 dark:text-ink-300">New to {SHOP.name}?</p>
          <Button
            variant="secondary"
            size="lg"
            className="w-full"
            onClick={() => onView('sign_up')}
          >
            <UserPlus className="h-4 w-4" aria-hidden />
            Create an account
          </Button>
        </div>
      ) : null}

      <div className="my-6 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-ink-500 dark:text-ink-300">
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

      {isCheckout ? null : (
        <ViewFooter>
          <p>
            Don&apos;t have an account?{' '}
            <ViewLink view="sign_up" onClick={() => onView('sign_up')}>
              Sign up
            </ViewLink>
          </p>
        </ViewFooter>
      )}
    </div>
  );
}
