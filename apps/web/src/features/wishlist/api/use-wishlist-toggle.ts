/**
 * Adds a product to, or removes it from, the signed-in shopper's wishlist and keeps the store's
 * wishlist ids in step with the server's answer. Callers check sign-in first.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/features/accounts/store';

type WishlistIds = { productIds: string[] };
type ToggleInput = { productId: string; isInWishlist: boolean };

export function toggleWishlist({ productId, isInWishlist }: ToggleInput) {
  return isInWishlist
    ? api<WishlistIds>(`/api/wishlist/${encodeURIComponent(productId)}`, { method: 'DELETE' })
    : api<WishlistIds>('/api/wishlist', { method: 'POST', body: { productId } });
}

export function useWishlistToggle() {
  const queryClient = useQueryClient();
  const setWishlist = useSessionStore((s) => s.setWishlist);
  return useMutation({
    mutationFn: toggleWishlist,
    onSuccess: ({ productIds }) => {
      setWishlist(productIds);
      // The wishlist page's ids query reads from the server.
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onError: (error) => console.error('Wishlist update failed', error),
  });
}
