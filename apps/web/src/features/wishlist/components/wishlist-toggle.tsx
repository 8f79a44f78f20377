/**
 * The wishlist state of one product and the action that changes it, for whoever draws the button
 * (the catalog's product details, through the app's slot): in the list or not, saving, failed.
 */
import type { ReactNode } from 'react';
import { useSessionStore } from '@/features/accounts/store';
import { useWishlistToggle } from '../api/use-wishlist-toggle';

type WishlistToggleState = {
  isInWishlist: boolean;
  isPending: boolean;
  isError: boolean;
  toggle: () => void;
};

type WishlistToggleProps = {
  productId: string;
  children: (state: WishlistToggleState) => ReactNode;
};

export function WishlistToggle({ productId, children }: WishlistToggleProps) {
  const isInWishlist = useSessionStore((s) => s.wishlist.includes(productId));
  const mutation = useWishlistToggle();
  return children({
    isInWishlist,
    isPending: mutation.isPending,
    isError: mutation.isError,
    toggle: () => mutation.mutate({ productId, isInWishlist }),
  });
}
