/** Low stock and orders waiting for the maker: GET /api/admin/dashboard/attention. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Attention } from '@shop/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export function useAttention(lowStockThreshold: number) {
  return useQuery({
    queryKey: adminKeys.attention(lowStockThreshold),
    queryFn: ({ signal }) =>
      api<Attention>('/api/admin/dashboard/attention', {
        query: { lowStockThreshold },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
