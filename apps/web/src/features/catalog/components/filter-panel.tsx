/**
 * The listing's filter panel (SPEC §2 Products): text search (debounced), category, price range,
 * in-stock only and sort. It shows the filters it is given and reports changes; the URL is the
 * state (see use-product-filters).
 */
import { ChevronDown, Search, X } from 'lucide-react';
import { use, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useNavigation } from 'react-router';
import { CATEGORIES } from '@shop/shared/categories';
import { SORT_OPTIONS, type SortId } from '@shop/shared/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { type ProductFilters, SEARCH_MAX_LENGTH } from '../filters';
import { PriceRangeSlider } from './price-range-slider';

export const SEARCH_DEBOUNCE_MS = 350;

type FilterPanelProps = {
  filters: ProductFilters;
  onChange: (changes: Partial<ProductFilters>) => void;
  onReset: () => void;
  activeCount: number;
  className?: string;
};

const selectClass = cn(inputClass, 'appearance-none pr-10');

/** A native select (best on phones) with the shop's chevron. */
function Select({
  id,
  value,
  onChange,
  children,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500 dark:text-ink-300"
        aria-hidden
      />
    </div>
  );
}

export function FilterPanel({
  filters,
  onChange,
  onReset,
  activeCount,
  className,
}: FilterPanelProps) {
  const ids = { search: useId(), category: useId(), sort: useId(), inStock: useId() };
  // The controls show a change at once; the URL (and so `filters`) follows a moment later, as
  // router updates are transitions. A new `filters` from the URL always wins.
  const [shown, setShown] = useState(filters);
  const [shownSource, setShownSource] = useState(filters);
  if (shownSource !== filters) {
    setShownSource(filters);
    setShown(filters);
  }
  const change = (changes: Partial<ProductFilters>) => {
    setShown((current) => ({ ...current, ...changes }));
    onChange(changes);
  };

  const [searchText, setSearchText] = useState(filters.search);
  const [pushedSearch, setPushedSearch] = useState<string | null>(null);
  // When the URL's search changes from outside (back/forward, Clear filters), follow it; a
  // change we pushed ourselves must not overwrite what the shopper has typed since.
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    if (filters.search === pushedSearch) setPushedSearch(null);
    else setSearchText(filters.search);
  }

  const pushSearch = useCallback(
    (text: string) => {
      if (text === filters.search) return;
      setPushedSearch(text);
      onChange({ search: text });
    },
    [onChange, filters.search],
  );

  // Push the text once typing has paused; not a text the URL replaced meanwhile (it is no longer
  // what is typed) nor one already pushed (Enter, or a push the URL has not caught up with).
  // Nor while the shopper is leaving for another page (a link clicked within the pause): the
  // listing stays on screen until that page is ready, and a push would pull them back here. The
  // router's own state says so at once; the `navigation` a render sees lags behind, since router
  // updates render as transitions (it only makes the check run again when a navigation ends).
  const settledSearch = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const router = use(DataRouterContext)?.router;
  const navigation = useNavigation();
  useEffect(() => {
    const pending = router?.state.navigation;
    const isLeaving =
      pending !== undefined &&
      pending.state !== 'idle' &&
      pending.location?.pathname !== router?.state.location.pathname;
    if (isLeaving || settledSearch !== searchText.trim()) return;
    if (settledSearch === filters.search || settledSearch === pushedSearch) return;
    pushSearch(settledSearch);
  }, [router, navigation, settledSearch, searchText, filters.search, pushedSearch, pushSearch]);

  return (
    <div className={cn('space-y-6', className)}>
      <div className="space-y-1.5">
        <label htmlFor={ids.search} className="block text-sm font-semibold">
          Search
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500 dark:text-ink-300"
            aria-hidden
          />
          <input
            id={ids.search}
            type="search"
            placeholder="Bunny, blanket, tote…"
            maxLength={SEARCH_MAX_LENGTH}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') pushSearch(searchText.trim());
            }}
            className={cn(inputClass, 'pl-10')}
          />
        </div>
      </div>

      <div className="space-y-1.5">
        <label htmlFor={ids.category} className="block text-sm font-semibold">
          Category
        </label>
        <Select
          id={ids.category}
          value={shown.category}
          onChange={(value) => change({ category: value as ProductFilters['category'] })}
        >
          <option value="all">All Categories</option>
          {CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </Select>
      </div>

      <PriceRangeSlider
        min={filters.minPrice}
        max={filters.maxPrice}
        onCommit={({ min, max }) => onChange({ minPrice: min, maxPrice: max })}
      />

      <label
        htmlFor={ids.inStock}
        className="flex cursor-pointer items-center gap-3 text-sm font-semibold"
      >
        <input
          id={ids.inStock}
          type="checkbox"
          checked={shown.inStock}
          onChange={(event) => change({ inStock: event.target.checked })}
          className="h-5 w-5 cursor-pointer rounded-md accent-clay-600 dark:accent-clay-400"
        />
        In stock only
      </label>

      <div className="space-y-1.5">
        <label htmlFor={ids.sort} className="block text-sm font-semibold">
          Sort by
        </label>
        <Select
          id={ids.sort}
          value={shown.sortBy}
          onChange={(value) => change({ sortBy: value as SortId })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>

      {activeCount > 0 ? (
        <Button variant="secondary" className="w-full" onClick={onReset}>
          <X className="h-4 w-4" aria-hidden />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
