/** Admin → Activity: GET /api/admin/activity with the page's filters. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@shop/shared/schemas/audit';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export function useActivity(query: Record<string, string>) {
  return useQuery({
    queryKey: adminKeys.activity(query),
    queryFn: ({ signal }) => api<AuditList>('/api/admin/activity', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
