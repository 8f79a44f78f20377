/** My Orders: GET /api/orders (the caller's own, newest first, with items). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@shop/shared/schemas/order';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export const myOrdersQuery = () =>
  queryOptions({
    queryKey: orderKeys.mine(),
    queryFn: ({ signal }) => api<OrderList>('/api/orders', { signal }),
    select: (data) => data.items,
    staleTime: 0,
  });

export function useMyOrders() {
  return useQuery(myOrdersQuery());
}
