/**
 * The admin's orders: GET /api/admin/orders (newest first, with customer email; search, status
 * filter, pages) and PATCH /api/admin/orders/:id { status, trackingNumber?, trackingUrl? } for
 * the dropdown (tracking only when completing); POST /api/admin/orders/:id/refund { amountCents }
 * for the refund of part of a paid order.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminOrderList,
  AdminOrderListParams,
  UpdateOrderStatusInput,
} from '@shop/shared/schemas/order';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export function useAdminOrders(query: AdminOrderListParams) {
  return useQuery({
    queryKey: orderKeys.admin(query),
    queryFn: ({ signal }) =>
      api<AdminOrderList>('/api/admin/orders', {
        query: { ...query, search: query.search?.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Patches every cached admin page holding this order, then lets the rest refetch. */
function useOrderUpdated() {
  const queryClient = useQueryClient();
  return (updated: AdminOrder) => {
    queryClient.setQueriesData<AdminOrderList>(
      { queryKey: orderKeys.admins() },
      (list) =>
        list && {
          ...list,
          items: list.items.map((order) => (order.id === updated.id ? updated : order)),
        },
    );
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
}

export function useRefundOrder() {
  const onUpdated = useOrderUpdated();
  return useMutation({
    mutationFn: ({ id, amountCents }: { id: string; amountCents: number }) =>
      api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}/refund`, {
        method: 'POST',
        body: { amountCents },
      }),
    onSuccess: onUpdated,
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & UpdateOrderStatusInput) =>
      api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
      }),
    onSuccess: (updated) => {
      // Patch every cached admin page holding this order, then let the rest refetch.
      queryClient.setQueriesData<AdminOrderList>(
        { queryKey: orderKeys.admins() },
        (list) =>
          list && {
            ...list,
            items: list.items.map((order) => (order.id === updated.id ? updated : order)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
