/** One of the caller's orders: GET /api/orders/:id (another customer's answers 404). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/shared/schemas/order';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}
