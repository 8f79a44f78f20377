/**
 * Keeps the store's wishlist in step with the user: setting a user loads their wishlist, no user
 * empties it (the store does that part). Started once at the app root (WishlistSync).
 */
import { useSessionStore } from '@/features/accounts/store';
import { fetchWishlistIds } from './api/fetch-wishlist-ids';

/** Loads the wishlist whenever a (different) user is set. Returns the unsubscribe function. */
export function syncWishlistWithUser(): () => void {
  const load = (userId: string) => {
    fetchWishlistIds().then(
      (ids) => {
        if (useSessionStore.getState().user?.id === userId)
          useSessionStore.getState().setWishlist(ids);
      },
      (error: unknown) => console.error('Wishlist load failed', error),
    );
  };
  const current = useSessionStore.getState().user;
  if (current) load(current.id);
  return useSessionStore.subscribe((state, previous) => {
    if (state.user && state.user.id !== previous.user?.id) load(state.user.id);
  });
}
