/**
 * Home's Featured Products (SPEC §2): up to 3, loading placeholders, 'No featured products
 * available', and 'Unable to load featured products. Please try again later.' with Try Again.
 */
import { RefreshCw } from 'lucide-react';
import { FEATURED_LIMIT } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { useFeaturedProducts } from '../api/get-featured-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

export function FeaturedProducts() {
  const featured = useFeaturedProducts();

  if (featured.isPending) {
    return (
      <div role="status" aria-label="Loading featured products">
        <ProductGridSkeleton count={FEATURED_LIMIT} layout="row" />
      </div>
    );
  }
  if (featured.isError) {
    return (
      <div
        role="alert"
        className="rounded-3xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900/60 dark:bg-red-950/30"
      >
        <p className="text-red-800 dark:text-red-200">{MESSAGES.featuredLoadFailed}</p>
        <Button
          variant="secondary"
          className="mt-5"
          onClick={() => void featured.refetch()}
          disabled={featured.isFetching}
        >
          <RefreshCw
            className={featured.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
            aria-hidden
          />
          Try Again
        </Button>
      </div>
    );
  }
  if (featured.data.length === 0) return <EmptyState title={MESSAGES.noFeatured} />;
  return <ProductGrid products={featured.data.slice(0, FEATURED_LIMIT)} layout="row" />;
}
