/**
 * Route guards of the shop's route table. They wait for the session check made at app load, then:
 * - signed-in routes send a signed-out visitor to /signin, remembering where they were going
 *   (`state.from`), so sign-in returns them there;
 * - admin routes send a signed-out visitor to /admin/login (remembering the page) and a
 *   signed-in non-admin to /;
 * - /admin/login sends a signed-in admin to /admin.
 * Sign-in itself only updates the store; these redirects (and the /signin page's) move on.
 * The guarded pages themselves (forms, mostly) render only once the browser has taken over: the
 * server sends the spinner, so nothing can be typed into a form that is not listening yet. The
 * pages of a purchase (`rendersOnServer`: the payment page, its confirmation, My Orders) are
 * rendered by the server for a signed-in shopper, so they work with scripts off: their forms
 * post to the server themselves.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { returnPath } from '@/features/accounts/return-path';
import { useSessionStore } from '@/features/accounts/store';
import { useIsHydrated } from '@/lib/use-is-hydrated';

function CheckingSession() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <Spinner label="Checking your session..." />
    </div>
  );
}

export function RequireUser({ rendersOnServer = false }: { rendersOnServer?: boolean }) {
  const isAuthReady = useSessionStore((s) => s.isAuthReady);
  const isHydrated = useIsHydrated();
  const user = useSessionStore((s) => s.user);
  const location = useLocation();
  if (!isAuthReady) return <CheckingSession />;
  if (!user) return <Navigate to="/signin" replace state={{ from: location }} />;
  if (!isHydrated && !rendersOnServer) return <CheckingSession />;
  return <Outlet />;
}

export function RequireAdmin() {
  const isAuthReady = useSessionStore((s) => s.isAuthReady);
  const isHydrated = useIsHydrated();
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const location = useLocation();
  if (!isAuthReady) return <CheckingSession />;
  if (!user) return <Navigate to="/admin/login" replace state={{ from: location }} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  if (!isHydrated) return <CheckingSession />;
  return <Outlet />;
}

/**
 * Wraps the admin sign-in page: a signed-in admin goes on to /admin (or to the admin page a
 * guard remembered), whether they were signed in already or just signed in here.
 */
export function AdminLoginGate({ children }: { children: ReactNode }) {
  const isAuthReady = useSessionStore((s) => s.isAuthReady);
  const isHydrated = useIsHydrated();
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const location = useLocation();
  if (!isAuthReady || !isHydrated) return <CheckingSession />;
  if (user && isAdmin) return <Navigate to={returnPath(location.state, '/admin')} replace />;
  return <>{children}</>;
}
