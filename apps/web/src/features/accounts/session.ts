/**
 * The browser side of the session: read it at load and after signing in,
 * and load the admin status (a failed check means non-admin). The wishlist follows the user on its
 * own (features/wishlist/sync-wishlist.ts).
 */
import { useSessionStore, type StoreUser } from '@/features/accounts/store';
import { getSession, type AuthUser } from './api/auth-client';
import { getMe } from './api/get-me';

const toStoreUser = (user: AuthUser): StoreUser => ({
  id: user.id,
  email: user.email,
  createdAt: new Date(user.createdAt).toISOString(),
});

/** Admin status from the server's profile role; any failure counts as not an admin. */
export async function loadIsAdmin(): Promise<boolean> {
  try {
    return (await getMe()).isAdmin;
  } catch (error) {
    console.error('Admin check failed', error);
    return false;
  }
}

/**
 * Reads the session and puts the user and admin status in the store (both before anyone sees
 * the user, so an admin is never bounced from an admin page). Returns the user, or null.
 */
export async function refreshSession(): Promise<StoreUser | null> {
  const authUser = await getSession();
  const store = useSessionStore.getState();
  if (!authUser) {
    if (store.user) store.setUser(null);
    return null;
  }
  const isAdmin = await loadIsAdmin();
  const user = toStoreUser(authUser);
  useSessionStore.setState({ user, isAdmin });
  return user;
}

/** After a successful sign-in call: load the new session into the store (SIGNED_IN). */
export async function completeSignIn(): Promise<StoreUser> {
  const user = await refreshSession();
  if (!user) {
    throw new Error(
      'Your session could not be started. Please allow cookies for this site and try again.',
    );
  }
  return user;
}
