/**
 * The sign_up view. A new account is signed in at once; should the server ever answer without a
 * session (when accounts must be confirmed first), the confirmation text is shown instead.
 */
import { useState } from 'react';
import { MESSAGES } from '@shop/shared/messages';
import { Alert } from '@/components/ui/alert';
import { signUpWithPassword } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useEmailPasswordForm } from '../hooks/use-email-password-form';
import { completeSignIn } from '../session';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { EmailField } from './email-field';
import { NewPasswordField } from './password-field';
import { ViewNotice } from './view-notice';

type Props = {
  onView: (view: AuthView) => void;
  /** Reached from Proceed to Checkout: the account is the way to pay. */
  isCheckout?: boolean;
};

export function SignUpForm({ onView, isCheckout = false }: Props) {
  const [isAwaitingConfirmation, setAwaitingConfirmation] = useState(false);
  const { email, setEmail, password, setPassword, error, fieldErrors, isLoading, submit } =
    useEmailPasswordForm(
      async (address, secret) => {
        const result = await signUpWithPassword(address, secret);
        if (!result.token) {
          setAwaitingConfirmation(true);
          return;
        }
        await completeSignIn();
      },
      { isNewPassword: true },
    );

  return (
    <div>
      {isCheckout ? (
        <ViewHeading title="Create your account to check out">
          Your cart is saved. Once your account is made you are back in your cart, ready to pay.
        </ViewHeading>
      ) : (
        <ViewHeading title="Welcome to Loop &amp; Lantern">
          Keep a wishlist, check out faster and follow your orders.
        </ViewHeading>
      )}
      <ViewNotice>{isAwaitingConfirmation ? MESSAGES.signUpConfirmation : null}</ViewNotice>
      <form noValidate onSubmit={submit} className="space-y-4">
        <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
        <NewPasswordField
          label="Password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <SubmitButton isLoading={isLoading} label="Sign up" loadingLabel="Signing up..." />
      </form>
      <ViewFooter>
        <p>
          Already have an account?{' '}
          <ViewLink view="sign_in" onClick={() => onView('sign_in')}>
            Sign in
          </ViewLink>
        </p>
      </ViewFooter>
    </div>
  );
}
