/**
 * Keeps the store's wishlist in step with the user: setting a user loads their wishlist, no user
 * empties it (the store does that part). Started once at the app root (WishlistSync).
 */
import { useShopStore } from '@/lib/store';
import { fetchWishlistIds } from './api/fetch-wishlist-ids';

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
