/**
 * The listing's filter panel: text search (debounced), category, type (finished pieces or
 * digital patterns), price range, in-stock only and sort. It shows the filters it is given and reports changes; the URL is the
 * state (see use-product-filters).
 *
 * It is a GET form to /products, so it works before the app has loaded and with scripts off:
 * until the app runs, an "Apply filters" button sends it (the server tidies the address), and
 * with scripts off the price range is two number fields instead of the slider. Once the app
 * runs, each control applies itself at once and the button steps aside. "Clear filters" is a
 * link to the bare listing.
 */
import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import { use, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, Link, useNavigation } from 'react-router';
import { CATEGORIES } from '@shop/shared/categories';
import { PRICE_SLIDER, SORT_OPTIONS, type SortId } from '@shop/shared/constants';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { isPlainClick } from '@/lib/is-plain-click';
import { useIsHydrated } from '@/lib/use-is-hydrated';
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

/** The type filter's choices: a finished piece ships, a pattern is a PDF download. */
const KIND_OPTIONS: { id: ProductFilters['kind']; label: string }[] = [
  { id: 'all', label: 'All types' },
  { id: 'physical', label: 'Finished pieces' },
  { id: 'pattern', label: 'Digital patterns (PDF)' },
];

const selectClass = cn(inputClass, 'appearance-none pr-10');

/** A native select (best on phones) with the shop's chevron. */
function Select({
  id,
  name,
  value,
  onChange,
  children,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <select
        id={id}
        name={name}
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
  const ids = {
    search: useId(),
    category: useId(),
    kind: useId(),
    sort: useId(),
    inStock: useId(),
    minPrice: useId(),
    maxPrice: useId(),
  };
  const isHydrated = useIsHydrated();
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
    <form
      method="get"
      action="/products"
      aria-label="Filter products"
      className={cn('space-y-6', className)}
      onSubmit={(event) => {
        // Once the app runs every control has applied itself; a submit (Enter) sends the text.
        event.preventDefault();
        pushSearch(searchText.trim());
      }}
    >
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
            name="search"
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
          name="category"
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

      <div className="space-y-1.5">
        <label htmlFor={ids.kind} className="block text-sm font-semibold">
          Type
        </label>
        <Select
          id={ids.kind}
          name="kind"
          value={shown.kind}
          onChange={(value) => change({ kind: value as ProductFilters['kind'] })}
        >
          {KIND_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>

      <PriceRangeSlider
        min={filters.minPrice}
        max={filters.maxPrice}
        onCommit={({ min, max }) => onChange({ minPrice: min, maxPrice: max })}
        className="no-js:hidden"
      />
      {/* The price range the form sends: fields with scripts off, the slider's values until the
          app applies the slider itself (hidden then, still sent by Apply filters). */}
      <fieldset className="js:hidden">
        <legend className="text-sm font-semibold">Price range (US$)</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {(
            [
              ['minPrice', 'Min price', ids.minPrice, filters.minPrice],
              ['maxPrice', 'Max price', ids.maxPrice, filters.maxPrice],
            ] as const
          ).map(([name, label, id, value]) => (
            <div key={name} className="space-y-1">
              <label
                htmlFor={id}
                className="block text-xs font-semibold text-ink-700 dark:text-cream-200"
              >
                {label}
              </label>
              <input
                id={id}
                name={name}
                type="number"
                inputMode="numeric"
                min={PRICE_SLIDER.min}
                max={PRICE_SLIDER.max}
                step={PRICE_SLIDER.step}
                defaultValue={value}
                key={value}
                className={inputClass}
              />
            </div>
          ))}
        </div>
      </fieldset>

      <label
        htmlFor={ids.inStock}
        className="flex cursor-pointer items-center gap-3 text-sm font-semibold"
      >
        <input
          id={ids.inStock}
          name="inStock"
          value="true"
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
          name="sortBy"
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

      {isHydrated ? null : (
        <Button type="submit" className="w-full">
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          Apply filters
        </Button>
      )}
      {activeCount > 0 ? <ClearFiltersLink onClick={onReset} className="w-full" /> : null}
    </form>
  );
}

/** "Clear filters": a link to the bare listing (the app resets the filters in place). */
export function ClearFiltersLink({
  onClick,
  className,
}: {
  onClick?: () => void;
  className?: string;
}) {
  return (
    <Link
      to="/products"
      preventScrollReset
      onClick={(event) => {
        if (!onClick || !isPlainClick(event)) return;
        event.preventDefault();
        onClick();
      }}
      className={buttonClass('secondary', 'md', className)}
    >
      <X className="h-4 w-4" aria-hidden />
      Clear filters
    </Link>
  );
}
