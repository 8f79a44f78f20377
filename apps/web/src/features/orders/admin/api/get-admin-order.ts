/** One order for the maker (packing slip): GET /api/admin/orders/:id. */
import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shop/shared/schemas/order';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.adminDetail(id),
    queryFn: ({ signal }) =>
      api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
  });
}
