/**
 * The maker's codes under /api/admin/discounts: list, create, edit, pause and resume; and the
 * product search the "limit to products" picker uses.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProductList } from '@shop/shared/schemas/admin-product';
import type { Discount, DiscountInput, DiscountList } from '@shop/shared/schemas/discount';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export function useAdminDiscounts() {
  return useQuery({
    queryKey: adminKeys.discounts(),
    queryFn: () => api<DiscountList>('/api/admin/discounts'),
  });
}

function useDiscountMutation<T>(mutationFn: (variables: T) => Promise<Discount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts() }),
  });
}

export function useCreateDiscount() {
  return useDiscountMutation((input: DiscountInput) =>
    api<Discount>('/api/admin/discounts', { method: 'POST', body: input }),
  );
}

export function usePauseDiscount() {
  return useDiscountMutation(({ id, paused }: { id: string; paused: boolean }) =>
    api<Discount>(`/api/admin/discounts/${id}/pause`, { method: 'POST', body: { paused } }),
  );
}

export function useUpdateDiscount() {
  return useDiscountMutation(({ id, input }: { id: string; input: DiscountInput }) =>
    api<Discount>(`/api/admin/discounts/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  );
}

/** Products whose name matches, for the picker (a few at a time). */
export function useDiscountProductSearch(search: string) {
  return useQuery({
    queryKey: adminKeys.productPicker(search),
    queryFn: ({ signal }) =>
      api<AdminProductList>('/api/admin/products', { query: { search, pageSize: 6 }, signal }),
    placeholderData: keepPreviousData,
  });
}
