/**
 * The monthly drops: GET /api/monthly-drops (newest release first), for the home page and the
 * maker's drops manager.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyDropList } from '@shop/shared/schemas/monthly-drop';
import { api } from '@/lib/api-client';
import { monthlyDropsKeys } from '@/lib/query-keys';

export const monthlyDropsQueryOptions = () =>
  queryOptions({
    queryKey: monthlyDropsKeys.all,
    queryFn: ({ signal }) => api<MonthlyDropList>('/api/monthly-drops', { signal }),
    select: (data) => data.items,
  });

export function useMonthlyDrops() {
  return useQuery(monthlyDropsQueryOptions());
}
