/** The top bar's search: GET /api/admin/search?q= (products, orders, messages). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSearchResult } from '@shop/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export function useAdminSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: adminKeys.search(query),
    queryFn: ({ signal }) =>
      api<AdminSearchResult>('/api/admin/search', { query: { q: query }, signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
