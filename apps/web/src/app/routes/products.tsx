/**
 * Products: the filter panel (collapsible on small screens) mirrored into the query
 * string, the server-filtered listing with "Load more", 'No products found' with Clear filters
 * (and categories to try when a search found nothing), "Showing results for …" when the server
 * corrected a misspelt search, loading skeletons and an error state with retry.
 *
 * Everything here works from the server's HTML alone: the filters are a GET form, the panel
 * folds on phones with a checkbox and CSS, "Clear filters" links to the bare listing and "Load
 * more" links to `?page=N+1` (the first N+1 pages, scrolled to the first new card). Once the
 * app runs, Load more appends the next page in place.
 */
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '@shop/shared/messages';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { RetryCard } from '@/components/ui/load-error';
import { EmptyState, Page } from '@/components/ui/page';
import { useProducts } from '@/features/catalog/api/get-products';
import { ClearFiltersLink, FilterPanel } from '@/features/catalog/components/filter-panel';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import {
  countActiveFilters,
  filtersToApiQuery,
  listingTitle,
  nextPageSearch,
} from '@/features/catalog/filters';
import { useProductFilters } from '@/features/catalog/hooks/use-product-filters';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { isPlainClick } from '@/lib/is-plain-click';

const PANEL_ID = 'filter-panel';
const PANEL_TOGGLE_ID = 'filter-panel-toggle';
/** Each card's list item is `listing-item-<n>`, n from 1: Load more's link lands on the first new one. */
const LISTING_ITEM_ID = 'listing-item-';

export default function ProductsPage() {
  const { filters, setFilters, resetFilters } = useProductFilters();
  const activeCount = countActiveFilters(filters);
  const products = useProducts(filtersToApiQuery(filters));

  const title = listingTitle(filters);
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  const pages = products.data?.pages.length ?? 1;
  const total = products.data?.pages[0]?.total ?? 0;
  // A search that matched nothing as typed: the server answers the corrected one, or categories.
  const correctedSearch = products.data?.pages[0]?.correctedSearch;
  const suggestedCategories = products.data?.pages[0]?.suggestedCategories;

  return (
    <Page title={title === 'All Products' ? 'Products' : title} wide>
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
        <aside aria-label="Filters" className="group mb-6 lg:sticky lg:top-24 lg:mb-0">
          {/* Folds on phones with no script: a checkbox (its label is the bar) and CSS. */}
          <input
            id={PANEL_TOGGLE_ID}
            type="checkbox"
            className="peer sr-only lg:hidden"
            aria-controls={PANEL_ID}
          />
          <label
            htmlFor={PANEL_TOGGLE_ID}
            className="flex h-12 w-full cursor-pointer items-center justify-between rounded-2xl border border-cream-300 bg-cream-50 px-5 font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-clay-500 lg:hidden dark:border-night-700 dark:bg-night-800"
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
              className="h-5 w-5 text-ink-500 transition-transform group-has-[#filter-panel-toggle:checked]:rotate-180 dark:text-ink-300"
              aria-hidden
            />
          </label>
          <div
            id={PANEL_ID}
            className="mt-3 hidden rounded-3xl border border-cream-300 bg-cream-50 p-5 peer-checked:block lg:mt-0 lg:block dark:border-night-700 dark:bg-night-800"
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
                <ClearFiltersLink onClick={resetFilters} />
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
                itemIdPrefix={LISTING_ITEM_ID}
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
                  <Link
                    // Without the app: the listing with one more page, at its first new card.
                    to={`${nextPageSearch(filters, pages)}#${LISTING_ITEM_ID}${items.length + 1}`}
                    preventScrollReset
                    aria-disabled={products.isFetchingNextPage || undefined}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      if (!products.isFetchingNextPage) void products.fetchNextPage();
                    }}
                    className={buttonClass('secondary', 'lg')}
                  >
                    {products.isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </Link>
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
