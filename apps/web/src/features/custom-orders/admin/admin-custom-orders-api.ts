/** The maker's custom-orders API: the list by state, one request, and every write on it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomMakerStep,
  CustomOrder,
  CustomOrderList,
  CustomOrderState,
  CustomQuoteInput,
} from '@shop/shared/schemas/custom-order';
import { api } from '@/lib/api-client';
import { customOrderKeys } from '@/lib/query-keys';

const keys = { list: customOrderKeys.adminList, detail: customOrderKeys.adminDetail };

export function useAdminCustomOrders(state: CustomOrderState | 'all') {
  return useQuery({
    queryKey: keys.list(state),
    queryFn: ({ signal }) =>
      api<CustomOrderList>('/api/admin/custom-orders', {
        signal,
        query: { state: state === 'all' ? undefined : state },
      }),
    select: (data) => data.items,
  });
}

export function useAdminCustomOrder(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      api<CustomOrder>(`/api/admin/custom-orders/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Every write answers the request as it now is; the list refreshes too. */
function useWrite<T>(id: string, send: (input: T) => Promise<CustomOrder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      client.setQueryData(keys.detail(id), order);
      void client.invalidateQueries({ queryKey: customOrderKeys.adminAll() });
    },
  });
}

const base = (id: string) => `/api/admin/custom-orders/${encodeURIComponent(id)}`;

export const useQuoteCustomOrder = (id: string) =>
  useWrite(id, (input: CustomQuoteInput) =>
    api<CustomOrder>(`${base(id)}/quote`, { method: 'PUT', body: input }),
  );
export const useMakerMessage = (id: string) =>
  useWrite(id, (body: string) =>
    api<CustomOrder>(`${base(id)}/messages`, { method: 'POST', body: { body } }),
  );
export const useMakerStep = (id: string) =>
  useWrite(id, (step: CustomMakerStep) =>
    api<CustomOrder>(`${base(id)}/steps`, { method: 'POST', body: { step } }),
  );
export const useDeclineCustomOrder = (id: string) =>
  useWrite(id, () => api<CustomOrder>(`${base(id)}/decline`, { method: 'POST' }));
