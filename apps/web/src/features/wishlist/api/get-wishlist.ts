/**
 * The wishlist page's query of the shopper's wishlist ids. Reading them also refreshes the
 * store's `wishlist`, which the navigation badge and the quick view read.
 */
import { useQuery } from '@tanstack/react-query';
import { wishlistKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/features/accounts/store';
import { fetchWishlistIds } from './fetch-wishlist-ids';

export function useWishlistIds() {
  return useQuery({
    queryKey: wishlistKeys.all,
    queryFn: async () => {
      const ids = await fetchWishlistIds();
      useSessionStore.getState().setWishlist(ids);
      return ids;
    },
    staleTime: 0,
  });
}
