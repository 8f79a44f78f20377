/**
 * Where one feature shows a part of another that it may not import: the catalog's product
 * details show the wishlist's control, the product form a pattern's PDF files, the maker's order
 * details its pattern downloads. Shared by the app and by renderWithProviders in tests.
 *
 * The two pattern controls are the maker's only, so they load on first use: the shop's pages
 * never carry their code.
 */
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { WishlistControlProvider } from '@/features/catalog/wishlist-control';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { PatternFilesProvider } from '@/features/catalog/admin/pattern-files-slot';
import { OrderDownloadsProvider } from '@/features/orders/admin/downloads-slot';

const PatternFilesManager = lazy(() =>
  import('@/features/patterns/components/pattern-files-manager').then((m) => ({
    default: m.PatternFilesManager,
  })),
);
const AdminOrderDownloads = lazy(() =>
  import('@/features/patterns/components/admin-order-downloads').then((m) => ({
    default: m.AdminOrderDownloads,
  })),
);

function PatternFiles(props: ComponentProps<typeof PatternFilesManager>) {
  return (
    <Suspense fallback={<Skeleton className="h-24" />}>
      <PatternFilesManager {...props} />
    </Suspense>
  );
}

function OrderDownloads(props: ComponentProps<typeof AdminOrderDownloads>) {
  return (
    <Suspense fallback={<Skeleton className="h-12" />}>
      <AdminOrderDownloads {...props} />
    </Suspense>
  );
}

export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <WishlistControlProvider control={WishlistToggle}>
      <PatternFilesProvider control={PatternFiles}>
        <OrderDownloadsProvider control={OrderDownloads}>{children}</OrderDownloadsProvider>
      </PatternFilesProvider>
    </WishlistControlProvider>
  );
}
