/**
 * Wishlist, behind RequireUser: 'Your wishlist is empty' with Explore Products, or the
 * saved products as cards with quick view. The ids come from the server (and refresh the
 * store); removing one in the quick view takes its card away at once.
 */
import { Heart, RefreshCw } from 'lucide-react';
import { MESSAGES } from '@shop/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Page, PageHeading } from '@/components/ui/page';
import { useWishlistIds } from '@/features/wishlist/api/get-wishlist';
import { useWishlistProducts } from '@/features/wishlist/api/get-wishlist-products';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { useSessionStore } from '@/features/accounts/store';
import { EmptyState } from '@/components/ui/empty-state';

export default function WishlistPage() {
  const idsQuery = useWishlistIds();
  const storeIds = useSessionStore((s) => s.wishlist);
  // Once loaded, the store is the live list (the quick view's toggle updates it).
  const ids = idsQuery.isSuccess ? storeIds : undefined;
  const products = useWishlistProducts(ids);
  const items = products.data ?? [];

  const isLoading =
    idsQuery.isPending || (ids !== undefined && ids.length > 0 && products.isPending);
  const error = idsQuery.error ?? products.error;
  const count = ids?.length ?? 0;

  return (
    <Page title="My Wishlist" wide>
      <PageHeading
        sub={
          count > 0
            ? `${count} saved ${count === 1 ? 'piece' : 'pieces'}, kept for whenever you are ready.`
            : 'The pieces you love, saved for later.'
        }
      >
        My Wishlist
      </PageHeading>
      {isLoading ? (
        <ProductGridSkeleton count={3} />
      ) : error && items.length === 0 ? (
        <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
          <span>We could not load your wishlist. Please try again.</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void (idsQuery.isError ? idsQuery.refetch() : products.refetch())}
          >
            <RefreshCw className="h-4 w-4" aria-hidden />
            Try Again
          </Button>
        </Alert>
      ) : count === 0 ? (
        <EmptyState
          icon={Heart}
          title={<span className="font-semibold">{MESSAGES.wishlistEmpty}</span>}
          action={{ to: '/products', label: 'Explore Products' }}
          iconClassName="bg-rose-100"
        >
          Open any piece with Quick View and choose Add to Wishlist to keep it here.
        </EmptyState>
      ) : (
        <section aria-labelledby="wishlist-items-heading">
          <h2 id="wishlist-items-heading" className="sr-only">
            Saved pieces
          </h2>
          <ProductGrid products={items} />
        </section>
      )}
    </Page>
  );
}
