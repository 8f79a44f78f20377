/**
 * The maker's codes under /api/admin/discounts: list, create, edit, pause and resume.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
