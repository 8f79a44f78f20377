/**
 * An order's pattern downloads: GET /api/orders/:id/downloads for the buyer (fresh signed links
 * each time), /api/admin/orders/:id/downloads for the maker, and the maker's reset of a count.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDownloads } from '@shop/shared/schemas/pattern';
import { api } from '@/lib/api-client';

const downloadsKey = (scope: 'buyer' | 'admin', orderId: string) =>
  ['order-downloads', scope, orderId] as const;

export const orderDownloadsQuery = (orderId: string, scope: 'buyer' | 'admin' = 'buyer') =>
  queryOptions({
    queryKey: downloadsKey(scope, orderId),
    queryFn: ({ signal }) =>
      api<OrderDownloads>(
        `/api/${scope === 'admin' ? 'admin/' : ''}orders/${encodeURIComponent(orderId)}/downloads`,
        { signal },
      ),
    staleTime: 0,
  });

export function useOrderDownloads(orderId: string, scope: 'buyer' | 'admin', enabled: boolean) {
  return useQuery({ ...orderDownloadsQuery(orderId, scope), enabled });
}

export function useResetDownloads(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (downloadId: string) =>
      api<OrderDownloads>(
        `/api/admin/orders/${encodeURIComponent(orderId)}/downloads/${encodeURIComponent(downloadId)}/reset`,
        { method: 'POST' },
      ),
    onSuccess: (data) => queryClient.setQueryData(downloadsKey('admin', orderId), data),
  });
}
