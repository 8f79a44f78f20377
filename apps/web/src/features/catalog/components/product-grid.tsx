/**
 * A grid of product cards with one quick-view dialog for the whole grid (closed, or open for one
 * product). The dialog is a lazy chunk fetched on the first Quick View click. The open product
 * is looked up by id, so a refetch (after rating it, say) shows fresh numbers.
 */
import { lazy, Suspense, useState } from 'react';
import type { ProductSummary } from '@shop/shared/schemas/product';
import { cn } from '@/components/ui/cn';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { ProductCard } from './product-card';

const QuickView = lazy(() => import('./quick-view'));

export const productGridClass = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:gap-6';

/** Phones scroll a short row sideways (the home's featured picks) instead of stacking it. */
const carouselClass =
  'relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 xl:gap-6';

type ProductGridProps = {
  products: ProductSummary[];
  className?: string;
  layout?: 'grid' | 'row';
  /** The grid opens the page: its first row's photos are fetched first (the largest paint). */
  isAboveFold?: boolean;
  /** Gives each list item the id `<prefix><n>` (n from 1), so a link can land on a card. */
  itemIdPrefix?: string;
};

/** Cards in a phone's first row (two columns): the row a listing paints first. */
const FIRST_ROW = 2;

export function ProductGrid({
  products,
  className,
  layout = 'grid',
  isAboveFold,
  itemIdPrefix,
}: ProductGridProps) {
  const [quickView, setQuickView] = useState<ProductSummary | null>(null);
  const [hasQuickViewLoaded, setQuickViewLoaded] = useState(false);
  const openProduct = quickView ? (products.find((p) => p.id === quickView.id) ?? quickView) : null;

  return (
    <>
      <ul className={cn(layout === 'row' ? carouselClass : productGridClass, className)}>
        {products.map((product, index) => (
          <li
            key={product.id}
            id={itemIdPrefix ? `${itemIdPrefix}${index + 1}` : undefined}
            className={cn('flex', layout === 'row' && 'w-[72%] shrink-0 snap-start sm:w-auto')}
          >
            <ProductCard
              product={product}
              isFirstRow={isAboveFold && index < FIRST_ROW}
              onQuickView={(p) => {
                setQuickViewLoaded(true);
                setQuickView(p);
              }}
            />
          </li>
        ))}
      </ul>
      {hasQuickViewLoaded ? (
        <Suspense fallback={null}>
          <QuickView product={openProduct} onClose={() => setQuickView(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function ProductGridSkeleton({
  count = 6,
  className,
  layout = 'grid',
}: {
  count?: number;
  className?: string;
  layout?: ProductGridProps['layout'];
}) {
  return (
    <ul aria-hidden className={cn(layout === 'row' ? carouselClass : productGridClass, className)}>
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          className={cn(
            'overflow-hidden rounded-3xl border border-cream-300/80 bg-cream-50 dark:border-night-700 dark:bg-night-800',
            layout === 'row' && 'w-[72%] shrink-0 sm:w-auto',
          )}
        >
          <Skeleton className="aspect-[4/5] rounded-none" />
          <SkeletonStack
            className="space-y-3 p-5"
            blocks={[
              'h-3 w-1/3',
              'h-5 w-3/4',
              'h-4 w-full',
              'h-4 w-5/6',
              'mt-4 h-9 w-full rounded-full',
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
