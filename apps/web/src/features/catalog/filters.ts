/**
 * The listing's filters and their query-string form (filters are mirrored into
 * the query string; a shared link restores them). Defaults are omitted from the URL, and a value
 * that does not parse falls back to its default instead of breaking the page.
 */
import { CATEGORY_IDS, categoryLabel, type CategoryId } from '@shop/shared/categories';
import { PRICE_SLIDER, SORT_IDS, type SortId } from '@shop/shared/constants';
import { PRODUCT_KINDS, type ProductKind } from '@shop/shared/pattern-texts';

export type ProductFilters = {
  category: CategoryId | 'all';
  /** Finished pieces or digital patterns only; 'all' shows both. */
  kind: ProductKind | 'all';
  minPrice: number;
  maxPrice: number;
  inStock: boolean;
  sortBy: SortId;
  search: string;
};

export const DEFAULT_FILTERS: ProductFilters = {
  category: 'all',
  kind: 'all',
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  inStock: false,
  sortBy: 'featured',
  search: '',
};

export const SEARCH_MAX_LENGTH = 100;

/** The listing's query-string parameters as sent to GET /api/products (defaults omitted). */
export type ProductListApiQuery = Partial<Record<keyof ProductFilters, string>>;

function parsePrice(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, Math.round(n)));
}

export function filtersFromSearchParams(params: URLSearchParams): ProductFilters {
  const category = params.get('category');
  const kind = params.get('kind');
  const sortBy = params.get('sortBy');
  let minPrice = parsePrice(params.get('minPrice'), DEFAULT_FILTERS.minPrice);
  let maxPrice = parsePrice(params.get('maxPrice'), DEFAULT_FILTERS.maxPrice);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    category: (CATEGORY_IDS as readonly string[]).includes(category ?? '')
      ? (category as CategoryId)
      : 'all',
    kind: (PRODUCT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ProductKind) : 'all',
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === 'true',
    sortBy: (SORT_IDS as readonly string[]).includes(sortBy ?? '')
      ? (sortBy as SortId)
      : DEFAULT_FILTERS.sortBy,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
  };
}

/** The query string of a filter set, in a stable order, without defaults. */
export function filtersToSearchParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== DEFAULT_FILTERS.category) params.set('category', filters.category);
  if (filters.kind !== DEFAULT_FILTERS.kind) params.set('kind', filters.kind);
  if (filters.minPrice !== DEFAULT_FILTERS.minPrice)
    params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice)
    params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) params.set('sortBy', filters.sortBy);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  return params;
}

/**
 * The API query of a filter set. The slider's top (1000) means "no upper bound", so pieces
 * priced above it are not hidden by the default range.
 */
export function filtersToApiQuery(filters: ProductFilters): ProductListApiQuery {
  return Object.fromEntries(filtersToSearchParams(filters));
}

export function countActiveFilters(filters: ProductFilters): number {
  return [
    filters.category !== DEFAULT_FILTERS.category,
    filters.kind !== DEFAULT_FILTERS.kind,
    filters.minPrice !== DEFAULT_FILTERS.minPrice || filters.maxPrice !== DEFAULT_FILTERS.maxPrice,
    filters.inStock,
    filters.sortBy !== DEFAULT_FILTERS.sortBy,
    filters.search.trim() !== '',
  ].filter(Boolean).length;
}

/** The listing's heading: its category, else its type, else "All Products". */
export function listingTitle(filters: ProductFilters): string {
  if (filters.category !== 'all') return categoryLabel(filters.category);
  if (filters.kind === 'pattern') return 'Digital Patterns';
  if (filters.kind === 'physical') return 'Finished Pieces';
  return 'All Products';
}

/** The filter parameters of the listing's address, and its page. */
const LISTING_KEYS = new Set<string>([...Object.keys(DEFAULT_FILTERS), 'page']);

/**
 * How many pages of the listing an address shows (`?page=3`: the first three, as "Load more"
 * pressed twice), at most LISTING_MAX_PAGES; 1 when missing or not a whole number.
 */
export const LISTING_MAX_PAGES = 20;
export function listingPagesOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 1 ? Math.min(n, LISTING_MAX_PAGES) : 1;
}

/** The address of the listing showing one more page ("Load more" with scripts off). */
export function nextPageSearch(filters: ProductFilters, pages: number): string {
  const params = filtersToSearchParams(filters);
  params.set('page', String(pages + 1));
  return `?${params.toString()}`;
}

/**
 * The tidy query string of a listing address: the filter form sent with scripts off names every
 * field, defaults and blanks included (`?search=&category=all&…`); this drops them, keeps the
 * page and any other parameter (a campaign's tag), and is null when the address is tidy already.
 */
export function tidyListingSearch(params: URLSearchParams): string | null {
  const tidy = filtersToSearchParams(filtersFromSearchParams(params));
  const pages = listingPagesOf(params);
  if (pages > 1) tidy.set('page', String(pages));
  for (const [key, value] of params) if (!LISTING_KEYS.has(key)) tidy.append(key, value);
  const text = tidy.toString();
  return text === new URLSearchParams(params).toString() ? null : text ? `?${text}` : '';
}
