/**
 * The providers every render shares, in the browser and on the server: this render's store,
 * its query client, and the session check (browser only: it runs in an effect).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionBootstrap } from '../features/accounts/components/session-bootstrap';
import { ShopStoreProvider, type ShopStore } from '../lib/store';

type AppProps = { store: ShopStore; queryClient: QueryClient; children: ReactNode };

export function App({ store, queryClient, children }: AppProps) {
  return (
    <ShopStoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <SessionBootstrap />
        {children}
      </QueryClientProvider>
    </ShopStoreProvider>
  );
}
