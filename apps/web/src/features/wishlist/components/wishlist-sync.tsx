/** Mounted once at the app root: keeps the store's wishlist in step with the signed-in user. */
import { useEffect } from 'react';
import { syncWishlistWithUser } from '../sync-wishlist';

export function WishlistSync() {
  useEffect(() => syncWishlistWithUser(), []);
  return null;
}
