/**
 * Where one feature shows a part of another that it may not import: the catalog's product
 * details show the wishlist's control, the product form a pattern's PDF files. Shared by the app and by renderWithProviders in tests.
 */
import type { ReactNode } from 'react';
import { WishlistControlProvider } from '@/features/catalog/wishlist-control';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { PatternFilesProvider } from '@/features/catalog/admin/pattern-files-slot';
import { PatternFilesManager } from '@/features/patterns/components/pattern-files-manager';
import { OrderDownloadsProvider } from '@/features/orders/admin/downloads-slot';
import { AdminOrderDownloads } from '@/features/patterns/components/admin-order-downloads';

export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <WishlistControlProvider control={WishlistToggle}>
      <PatternFilesProvider control={PatternFilesManager}>
        <OrderDownloadsProvider control={AdminOrderDownloads}>{children}</OrderDownloadsProvider>
      </PatternFilesProvider>
    </WishlistControlProvider>
  );
}
