/**
 * The browser side of the session (SPEC §4 auth events): read it at load and after signing in,
 * load the admin status (a failed check means non-admin), and keep the wishlist in step with
 * the user: setting a user loads their wishlist, no user empties it (the store does that part).
 */
import { useShopStore, type StoreUser } from '../../lib/store';
import { getSession, type AuthUser } from './api/auth-client';
import { getMe } from './api/get-me';
import { fetchWishlistIds } from './api/fetch-wishlist-ids';

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
  const store = useShopStore.getState();
  if (!authUser) {
    if (store.user) store.setUser(null);
    return null;
  }
  const isAdmin = await loadIsAdmin();
  const user = toStoreUser(authUser);
  useShopStore.setState({ user, isAdmin });
  return user;
}

/** Loads the wishlist whenever a (different) user is set. Returns the unsubscribe function. */
export function syncWishlistWithUser(): () => void {
  const load = (userId: string) => {
    fetchWishlistIds().then(
      (ids) => {
        if (useShopStore.getState().user?.id === userId) useShopStore.getState().setWishlist(ids);
      },
      (error: unknown) => console.error('Wishlist load failed', error),
    );
  };
  const current = useShopStore.getState().user;
  if (current) load(current.id);
  return useShopStore.subscribe((state, previous) => {
    if (state.user && state.user.id !== previous.user?.id) load(state.user.id);
  });
}

/** After a successful sign-in call: load the new session into the store (SPEC: SIGNED_IN). */
export async function completeSignIn(): Promise<StoreUser> {
  const user = await refreshSession();
  if (!user) {
    throw new Error(
      'Your session could not be started. Please allow cookies for this site and try again.',
    );
  }
  return user;
}
