/** Search as you type: GET /api/search/suggest, once typing pauses. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '@shop/shared/constants';
import type { SearchSuggestions } from '@shop/shared/schemas/search';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/query-keys';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.suggest(q),
    queryFn: ({ signal }) =>
      api<SearchSuggestions>('/api/search/suggest', { query: { q }, signal }),
    staleTime: 60_000,
  });

/** Suggestions for what is typed; the last ones stay while the next load. */
export function useSuggestions(text: string) {
  const q = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = q.length >= SEARCH_MIN_CHARS;
  const query = useQuery({
    ...suggestionsQueryOptions(q),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { suggestions: enabled ? query.data : undefined, settledQuery: q };
}
