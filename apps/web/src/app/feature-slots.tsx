/**
 * Where one feature shows a part of another that it may not import: the catalog's product
 * details show the wishlist's control, the product form a pattern's PDF files. Shared by the app and by renderWithProviders in tests.
 *
 * The admin's parts (a pattern's files on the product form, an order's downloads) load with the
 * admin page that shows them, not with every storefront page.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { WishlistControlProvider } from '@/features/catalog/wishlist-control';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import {
  PatternFilesProvider,
  type PatternFilesControl,
} from '@/features/catalog/admin/pattern-files-slot';
import {
  OrderDownloadsProvider,
  type OrderDownloadsControl,
} from '@/features/orders/admin/downloads-slot';
import { Skeleton } from '@/components/ui/skeleton';

const LazyPatternFilesManager = lazy(() =>
  import('@/features/patterns/components/pattern-files-manager').then((m) => ({
    default: m.PatternFilesManager,
  })),
);
const LazyAdminOrderDownloads = lazy(() =>
  import('@/features/patterns/components/admin-order-downloads').then((m) => ({
    default: m.AdminOrderDownloads,
  })),
);

const PatternFilesManager: PatternFilesControl = (props) => (
  <Suspense fallback={<Skeleton className="h-24 w-full" />}>
    <LazyPatternFilesManager {...props} />
  </Suspense>
);
const AdminOrderDownloads: OrderDownloadsControl = (props) => (
  <Suspense fallback={<Skeleton className="h-16 w-full" />}>
    <LazyAdminOrderDownloads {...props} />
  </Suspense>
);

export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <WishlistControlProvider control={WishlistToggle}>
      <PatternFilesProvider control={PatternFilesManager}>
        <OrderDownloadsProvider control={AdminOrderDownloads}>{children}</OrderDownloadsProvider>
      </PatternFilesProvider>
    </WishlistControlProvider>
  );
}
