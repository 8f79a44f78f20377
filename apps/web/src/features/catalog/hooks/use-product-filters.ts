/**
 * The listing filters, read from and written to the URL. Each change is a history entry, so the
 * browser's back and forward buttons step through filter states. Updates are flushed at once:
 * the controls are driven by the URL, and a deferred update would let a ticked checkbox or a
 * chosen option flick back for a moment on a slow phone.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  type ProductFilters,
} from '../filters';

export function useProductFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  const setFilters = useCallback(
    (changes: Partial<ProductFilters>) => {
      setSearchParams(
        (current) => filtersToSearchParams({ ...filtersFromSearchParams(current), ...changes }),
        { preventScrollReset: true, flushSync: true },
      );
    },
    [setSearchParams],
  );

  const resetFilters = useCallback(
    () =>
      setSearchParams(filtersToSearchParams(DEFAULT_FILTERS), {
        preventScrollReset: true,
        flushSync: true,
      }),
    [setSearchParams],
  );

  return { filters, setFilters, resetFilters };
}
