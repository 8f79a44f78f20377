/**
 * Where one feature shows a part of another that it may not import: the catalog's product
 * details show the wishlist's control. Shared by the app and by renderWithProviders in tests.
 */
import type { ReactNode } from 'react';
import { WishlistControlProvider } from '@/features/catalog/wishlist-control';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';

export function FeatureSlots({ children }: { children: ReactNode }) {
  return <WishlistControlProvider control={WishlistToggle}>{children}</WishlistControlProvider>;
}
