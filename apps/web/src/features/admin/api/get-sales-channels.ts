/** Admin → Settings → Sales channels: GET /api/admin/sales-channels. */
import { useQuery } from '@tanstack/react-query';
import type { SalesChannels } from '@shop/shared/schemas/feeds';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export function useSalesChannels() {
  return useQuery({
    queryKey: adminKeys.salesChannels(),
    queryFn: ({ signal }) => api<SalesChannels>('/api/admin/sales-channels', { signal }),
  });
}
