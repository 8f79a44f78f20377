/**
 * The sign_up view. A new account is signed in at once; should the server ever answer without a
 * session (when accounts must be confirmed first), the confirmation text is shown instead.
 * An HTML form to `/forms/auth/sign-up`, so an account can be made before the app has loaded
 * or with scripts off: the server then signs the shopper in and sends them on (`?returnTo=`, or
 * home), or renders the view again with each reason under its field and the address typed.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '@shop/shared/form-flash';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
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

export const SIGN_UP_FORM = 'sign-up';

export function SignUpForm({ onView, isCheckout = false }: Props) {
  const [params] = useSearchParams();
  // After a post without the app: the reasons by field, the address typed, or the notice.
  const flash = useFormFlash(SIGN_UP_FORM);
  const [isAwaitingConfirmation, setAwaitingConfirmation] = useState(Boolean(flash?.notice));
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
      { isNewPassword: true, initialEmail: flash?.notice ? '' : flash?.values.email },
    );
  const servedFieldError = Boolean(flash?.errors.email ?? flash?.errors.password);
  const shownError = error || (servedFieldError ? null : flash?.message);

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
      <HtmlForm
        action="/forms/auth/sign-up"
        formName={SIGN_UP_FORM}
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
        <NewPasswordField
          label="Password"
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password ?? flash?.errors.password}
        />
        {shownError ? <Alert tone="danger">{shownError}</Alert> : null}
        <SubmitButton isLoading={isLoading} label="Sign up" loadingLabel="Signing up..." />
      </HtmlForm>
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
