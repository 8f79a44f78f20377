/**
 * Products: the filter panel (collapsible on small screens) mirrored into the query
 * string, the server-filtered listing with "Load more", 'No products found' with Clear filters
 * (and categories to try when a search found nothing), "Showing results for …" when the server
 * corrected a misspelt search, loading skeletons and an error state with retry.
 */
import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { categoryLabel } from '@shop/shared/categories';
import { MESSAGES } from '@shop/shared/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { RetryCard } from '@/components/ui/load-error';
import { EmptyState, Page } from '@/components/ui/page';
import { useProducts } from '@/features/catalog/api/get-products';
import { FilterPanel } from '@/features/catalog/components/filter-panel';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { countActiveFilters, filtersToApiQuery } from '@/features/catalog/filters';
import { useProductFilters } from '@/features/catalog/hooks/use-product-filters';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';

export default function ProductsPage() {
  const { filters, setFilters, resetFilters } = useProductFilters();
  const activeCount = countActiveFilters(filters);
  const products = useProducts(filtersToApiQuery(filters));
  const [isPanelOpen, setPanelOpen] = useState(false);
  const panelId = useId();

  const title = filters.category === 'all' ? 'All Products' : categoryLabel(filters.category);
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  const total = products.data?.pages[0]?.total ?? 0;
  // A search that matched nothing as typed: the server answers the corrected one, or categories.
  const correctedSearch = products.data?.pages[0]?.correctedSearch;
  const suggestedCategories = products.data?.pages[0]?.suggestedCategories;

  return (
    <Page title={filters.category === 'all' ? 'Products' : title} wide>
      <header className="mb-8">
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-clay-600 dark:text-clay-300">
          The shop
        </p>
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-ink-500 dark:text-ink-300">
          Every piece is crocheted by hand, so no two are exactly alike.
        </p>
      </header>

      <div className="lg:grid lg:grid-cols-[17rem_1fr] lg:items-start lg:gap-10">
        <aside aria-label="Filters" className="mb-6 lg:sticky lg:top-24 lg:mb-0">
          <button
            type="button"
            className="flex h-12 w-full items-center justify-between rounded-2xl border border-cream-300 bg-cream-50 px-5 font-semibold lg:hidden dark:border-night-700 dark:bg-night-800"
            aria-expanded={isPanelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <span className="inline-flex items-center gap-2">
              <SlidersHorizontal className="h-4 w-4" aria-hidden />
              Filters
              {activeCount > 0 ? (
                <span className="rounded-full bg-clay-600 px-2 py-0.5 text-xs text-white dark:bg-clay-400 dark:text-night-950">
                  {activeCount}
                </span>
              ) : null}
            </span>
            <ChevronDown
              className={cn(
                'h-5 w-5 text-ink-500 transition-transform dark:text-ink-300',
                isPanelOpen && 'rotate-180',
              )}
              aria-hidden
            />
          </button>
          <div
            id={panelId}
            className={cn(
              'mt-3 rounded-3xl border border-cream-300 bg-cream-50 p-5 lg:mt-0 lg:block dark:border-night-700 dark:bg-night-800',
              isPanelOpen ? 'block' : 'hidden',
            )}
          >
            <h2 className="mb-5 hidden font-display text-xl font-semibold lg:block">Filters</h2>
            <FilterPanel
              filters={filters}
              onChange={setFilters}
              onReset={resetFilters}
              activeCount={activeCount}
            />
          </div>
        </aside>

        <section aria-labelledby="product-results-heading">
          {/* Heads the cards' h3s on phones too, where the Filters heading is folded away. */}
          <h2 id="product-results-heading" className="sr-only">
            Products
          </h2>
          {products.isPending ? (
            <div role="status" aria-label="Loading products">
              <ProductGridSkeleton count={6} />
            </div>
          ) : products.isError && !products.data ? (
            <RetryCard onRetry={() => void products.refetch()}>
              We couldn&apos;t load the products right now. Please try again.
            </RetryCard>
          ) : total === 0 ? (
            <EmptyState title={MESSAGES.noProducts}>
              <div className="flex flex-col items-center gap-6">
                {suggestedCategories?.length ? (
                  <nav aria-label="Suggested categories" className="text-center">
                    <p className="text-sm text-ink-500 dark:text-ink-300">
                      Try one of these categories:
                    </p>
                    <ul className="mt-3 flex flex-wrap justify-center gap-2">
                      {suggestedCategories.map((category) => (
                        <li key={category.id}>
                          <Link
                            to={`/products?category=${encodeURIComponent(category.id)}`}
                            className="inline-flex rounded-full border border-cream-300 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:border-clay-300 hover:bg-clay-50 dark:border-night-600 dark:bg-night-900 dark:text-cream-100 dark:hover:bg-night-700"
                          >
                            {category.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </nav>
                ) : null}
                <Button variant="secondary" onClick={resetFilters}>
                  <X className="h-4 w-4" aria-hidden />
                  Clear filters
                </Button>
              </div>
            </EmptyState>
          ) : (
            <>
              {correctedSearch ? (
                <p className="mb-3 text-ink-700 dark:text-cream-200">
                  Showing results for{' '}
                  <strong className="font-semibold text-ink-900 dark:text-cream-50">
                    “{correctedSearch}”
                  </strong>
                  . No products matched “{filters.search}”.
                </p>
              ) : null}
              <div className="mb-4 flex items-center justify-between gap-3 text-sm text-ink-500 dark:text-ink-300">
                <p aria-live="polite">
                  Showing {items.length} of {total} {total === 1 ? 'product' : 'products'}
                </p>
                {products.isPlaceholderData ? (
                  <span className="inline-flex items-center gap-2">
                    <Spinner size="sm" />
                    Updating…
                  </span>
                ) : null}
              </div>
              <ProductGrid
                products={items}
                isAboveFold
                className={cn(
                  'transition-opacity',
                  products.isPlaceholderData && 'pointer-events-none opacity-60',
                )}
              />
              <div className="mt-10 flex flex-col items-center gap-3">
                {products.isFetchNextPageError ? (
                  <FormError announce>
                    More products could not be loaded. Please try again.
                  </FormError>
                ) : null}
                {products.hasNextPage ? (
                  <Button
                    variant="secondary"
                    size="lg"
                    onClick={() => void products.fetchNextPage()}
                    disabled={products.isFetchingNextPage}
                  >
                    {products.isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </Button>
                ) : (
                  <p className="text-sm text-ink-500 dark:text-ink-300">
                    You&apos;ve seen everything{activeCount > 0 ? ' matching your filters' : ''}.
                  </p>
                )}
              </div>
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
