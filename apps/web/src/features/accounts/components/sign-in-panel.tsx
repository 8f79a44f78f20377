/**
 * The Sign In page's card: one of its views, chosen by `?view=`. Switching views
 * keeps the remembered origin (`location.state.from`) so sign-in by any route returns there.
 * Each switch is a submit of one GET form (`ViewSwitchForm`), so it works before the app runs.
 * No social providers are offered.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '@/features/accounts/store';
import { magicLinkErrorMessage, parseAuthView, type AuthView } from '../auth-views';
import { safeReturnPath } from '@shop/shared/form-flash';
import { returnPath } from '../return-path';
import { ViewFocusContext, ViewSwitchForm } from './auth-parts';
import { ForgottenPasswordForm } from './forgotten-password-form';
import { MagicLinkForm } from './magic-link-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TwoFactorChallenge } from './two-factor-challenge';
import { completeSignIn } from '../session';
import { PASSWORD_UPDATED, UpdatePasswordForm } from './update-password-form';
import { VerifyOtpForm } from './verify-otp-form';
import { useFormFlash } from '@/lib/form-flash';
import { UPDATE_PASSWORD_FORM } from '@shop/shared/schemas/mail-sign-in';

export function SignInPanel() {
  const [params] = useSearchParams();
  const hasInteracted = useRef(false);
  const markInteracted = () => {
    hasInteracted.current = true;
  };
  return (
    <ViewFocusContext.Provider value={hasInteracted}>
      <div onClickCapture={markInteracted} onSubmitCapture={markInteracted}>
        <CurrentView />
        <ViewSwitchForm returnTo={params.get('returnTo')} />
      </div>
    </ViewFocusContext.Provider>
  );
}

function CurrentView(): ReactNode {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view = parseAuthView(params.get('view'));
  // Proceed to Checkout is the only way here that comes back to the cart: the app's own
  // navigation remembers it in the location's state, the checkout form's answer before the app
  // runs in `?returnTo=` (possibly with the cart's discount code), and both pages say the same.
  const back = returnPath(location.state, safeReturnPath(params.get('returnTo')) ?? '/');
  const isCheckout = back.split(/[?#]/)[0] === '/cart';
  const [notice, setNotice] = useState<string | null>(null);
  // The reset link's form posted before the app ran comes back here with the same notice.
  const updated = useFormFlash(UPDATE_PASSWORD_FORM)?.notice ?? null;

  const go = (next: AuthView, nextNotice: string | null = null) => {
    setNotice(nextNotice);
    navigate(
      { pathname: '/signin', search: next === 'sign_in' ? '' : `?view=${next}` },
      { state: location.state },
    );
  };

  switch (view) {
    case 'sign_up':
      return <SignUpForm onView={go} isCheckout={isCheckout} />;
    case 'magic_link':
      return (
        <MagicLinkForm
          key={params.get('error') ?? 'magic'}
          onView={go}
          returnTo={back}
          linkError={magicLinkErrorMessage(params.get('error'))}
        />
      );
    case 'forgotten_password':
      return <ForgottenPasswordForm onView={go} />;
    case 'update_password':
      return (
        <UpdatePasswordForm
          token={params.get('token')}
          onView={go}
          onUpdated={() => {
            // Resetting ended every session, this browser's included.
            useSessionStore.getState().setUser(null);
            go('sign_in', PASSWORD_UPDATED);
          }}
        />
      );
    case 'verify_otp':
      return <VerifyOtpForm onView={go} returnTo={back} />;
    case 'two_factor':
    case 'two_factor_recovery':
      // Reached by the sign-in form posted before the app ran: the password was right.
      return (
        <TwoFactorChallenge
          key={view}
          recovery={view === 'two_factor_recovery'}
          onVerified={completeSignIn}
          onCancel={() => go('sign_in')}
        />
      );
    default:
      return <SignInForm onView={go} notice={notice ?? updated} isCheckout={isCheckout} />;
  }
}
