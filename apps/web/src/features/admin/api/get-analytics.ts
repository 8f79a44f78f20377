/** Admin → Analytics: GET /api/admin/analytics?range=… (and its CSV at /api/admin/analytics.csv). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange, AnalyticsReport } from '@shop/shared/schemas/analytics';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export function useAnalyticsReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: adminKeys.analytics(range),
    queryFn: ({ signal }) =>
      api<AnalyticsReport>('/api/admin/analytics', { query: { range }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const analyticsCsvUrl = (range: AnalyticsRange) => `/api/admin/analytics.csv?range=${range}`;
