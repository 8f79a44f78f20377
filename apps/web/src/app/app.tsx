/**
 * The providers every render shares, in the browser and on the server: this render's stores,
 * its query client, the session check and the wishlist's and the cart's sync with the user (browser only: they
 * run in effects), and the slots where one feature shows another's part.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { SessionBootstrap } from '@/features/accounts/components/session-bootstrap';
import { CartSync } from '@/features/cart/components/cart-sync';
import { WishlistSync } from '@/features/wishlist/components/wishlist-sync';
import { FeatureSlots } from './feature-slots';
import { SessionStoreProvider } from '@/features/accounts/store';
import { CartStoreProvider } from '@/features/cart/store';
import { PreferencesStoreProvider } from '@/features/preferences/store';
import { RenderClockContext } from '@/lib/render-clock';
import type { FormFlash } from '@shop/shared/form-flash';
import { FormFlashProvider } from '@/lib/form-flash';
import { replayEarlyInput } from '@/lib/replay-early-input';
import type { ShopStores } from './stores';

/**
 * Its layout effect runs as hydration commits (after the page's own, being the last child): then
 * what the shopper typed before is handed to the very elements hydrated. Rendered on the server
 * too (as nothing), so the server's tree and the browser's match and so do their `useId`s.
 */
function ReplayEarlyInput() {
  // As hydration commits, before any effect re-renders a controlled field with its old state
  // (and before the browser paints or takes the next tap).
  useLayoutEffect(replayEarlyInput, []);
  return null;
}

type AppProps = {
  stores: ShopStores;
  queryClient: QueryClient;
  /** When the server rendered the page (its clock), null without a server render. */
  renderedAt?: number | null;
  /** A posted form's errors and typed values, for the page rendered after it. */
  flash?: FormFlash | null;
  children: ReactNode;
};

export function App({ stores, queryClient, renderedAt = null, flash = null, children }: AppProps) {
  return (
    <RenderClockContext value={renderedAt}>
      <FormFlashProvider flash={flash}>
        <SessionStoreProvider store={stores.session}>
          <CartStoreProvider store={stores.cart}>
            <PreferencesStoreProvider store={stores.preferences}>
              <QueryClientProvider client={queryClient}>
                {/* Before the session check, so the user it sets is seen by the wishlist sync. */}
                <WishlistSync />
                <CartSync />
                <SessionBootstrap />
                <FeatureSlots>{children}</FeatureSlots>
                <ReplayEarlyInput />
              </QueryClientProvider>
            </PreferencesStoreProvider>
          </CartStoreProvider>
        </SessionStoreProvider>
      </FormFlashProvider>
    </RenderClockContext>
  );
}
