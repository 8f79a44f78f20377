/**
 * The listing filters, read from and written to the URL. Each change is a history entry, so the
 * browser's back and forward buttons step through filter states.
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
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const resetFilters = useCallback(
    () => setSearchParams(filtersToSearchParams(DEFAULT_FILTERS), { preventScrollReset: true }),
    [setSearchParams],
  );

  return { filters, setFilters, resetFilters };
}
