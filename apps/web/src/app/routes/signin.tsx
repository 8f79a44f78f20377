/**
 * Sign In: sign in or up by password, magic link or one-time code, forgotten and
 * update password. Once signed in (SIGNED_IN), the shopper goes on to the page a guard
 * remembered, or home; the update_password view stays put for whoever opens a reset link.
 */
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { safeReturnPath } from '@shop/shared/form-flash';
import { useDocumentTitle } from '@/components/ui/page';
import { parseAuthView } from '@/features/accounts/auth-views';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { SignInPanel } from '@/features/accounts/components/sign-in-panel';
import { returnPath } from '@/features/accounts/return-path';
import { useSessionStore } from '@/features/accounts/store';

export default function SigninPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const title = parseAuthView(params.get('view')) === 'sign_up' ? 'Create your account' : 'Sign In';
  useDocumentTitle(title);
  const user = useSessionStore((s) => s.user);
  const isAuthReady = useSessionStore((s) => s.isAuthReady);
  const view = parseAuthView(params.get('view'));

  if (isAuthReady && user && view !== 'update_password') {
    // A guard's remembered page, else the page a form posted before the app named.
    return (
      <Navigate
        to={returnPath(location.state, safeReturnPath(params.get('returnTo')) ?? '/')}
        replace
      />
    );
  }
  return (
    <AuthLayout eyebrow="Your account" title={title}>
      <SignInPanel />
    </AuthLayout>
  );
}
