/** The dashboard's figures: GET /api/admin/dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shop/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => api<Dashboard>('/api/admin/dashboard', { signal }),
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
