/**
 * The providers every render shares, in the browser and on the server: this render's store,
 * its query client, the session check and the wishlist's sync with the user (browser only: they
 * run in effects), and the slots where one feature shows another's part.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionBootstrap } from '@/features/accounts/components/session-bootstrap';
import { WishlistSync } from '@/features/wishlist/components/wishlist-sync';
import { FeatureSlots } from './feature-slots';
import { ShopStoreProvider, type ShopStore } from '@/lib/store';

type AppProps = { store: ShopStore; queryClient: QueryClient; children: ReactNode };

export function App({ store, queryClient, children }: AppProps) {
  return (
    <ShopStoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        {/* Before the session check, so the user it sets is seen by the wishlist sync. */}
        <WishlistSync />
        <SessionBootstrap />
        <FeatureSlots>{children}</FeatureSlots>
      </QueryClientProvider>
    </ShopStoreProvider>
  );
}
