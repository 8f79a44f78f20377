/**
 * Monthly drops in the admin panel: create, update and delete under /api/admin/monthly-drops.
 * The list is the home page's query (api/get-monthly-drops.ts): one cache entry for both.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonthlyDrop, MonthlyDropInput } from '@shop/shared/schemas/monthly-drop';
import { api } from '@/lib/api-client';
import { monthlyDropsKeys } from '@/lib/query-keys';

function useDropMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monthlyDropsKeys.all }),
  });
}

export function useCreateMonthlyDrop() {
  return useDropMutation((input: MonthlyDropInput) =>
    api<MonthlyDrop>('/api/admin/monthly-drops', { method: 'POST', body: input }),
  );
}

export function useUpdateMonthlyDrop() {
  return useDropMutation(({ id, input }: { id: string; input: MonthlyDropInput }) =>
    api<MonthlyDrop>(`/api/admin/monthly-drops/${id}`, { method: 'PUT', body: input }),
  );
}

export function useDeleteMonthlyDrop() {
  return useDropMutation((id: string) =>
    api<void>(`/api/admin/monthly-drops/${id}`, { method: 'DELETE' }),
  );
}
