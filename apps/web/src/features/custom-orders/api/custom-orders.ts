/**
 * The custom-orders API for the storefront and the account: sending a request and its photos,
 * reading one (by account or by the signed link from the mails), the thread, paying what is due,
 * and the customer's own list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomOrder,
  CustomOrderList,
  CustomOrderRequestInput,
} from '@shop/shared/schemas/custom-order';
import { api } from '@/lib/api-client';
import { customOrderKeys } from '@/lib/query-keys';

export const uploadCustomPhotos = (files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return api<{ photos: string[] }>('/api/custom-orders/photos', { method: 'POST', body: form });
};

export const sendCustomRequest = (input: CustomOrderRequestInput) =>
  api<{ id: string }>('/api/custom-orders', { method: 'POST', body: input });

export function useSendCustomRequest() {
  return useMutation({
    mutationFn: async ({ input, files }: { input: CustomOrderRequestInput; files: File[] }) => {
      const photos = files.length ? (await uploadCustomPhotos(files)).photos : [];
      return sendCustomRequest({ ...input, photos });
    },
  });
}

export const customOrderQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: customOrderKeys.followed(id, token),
    queryFn: ({ signal }) =>
      api<CustomOrder>(`/api/custom-orders/${encodeURIComponent(id)}`, {
        signal,
        query: { token },
      }),
    staleTime: 0,
  });

export function useCustomOrder(id: string, token: string | null) {
  return useQuery(customOrderQuery(id, token));
}

export function useMyCustomOrders() {
  return useQuery({
    queryKey: customOrderKeys.mine(),
    queryFn: ({ signal }) => api<CustomOrderList>('/api/account/custom-orders', { signal }),
    select: (data) => data.items,
  });
}

export function useSendCustomMessage(id: string, token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<CustomOrder>(`/api/custom-orders/${encodeURIComponent(id)}/messages`, {
        method: 'POST',
        body: { body },
        query: { token },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: customOrderKeys.detail(id) }),
  });
}

export function usePayCustomOrder(id: string, token: string | null) {
  return useMutation({
    mutationFn: () =>
      api<{ url: string }>(`/api/custom-orders/${encodeURIComponent(id)}/pay`, {
        method: 'POST',
        query: { token },
      }),
  });
}
