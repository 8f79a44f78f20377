/**
 * Monthly drops in the admin panel under /api/admin/monthly-drops: the maker's list (with the
 * products each holds), create, update and delete; a write refreshes the home page's list too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMonthlyDropList,
  MonthlyDrop,
  MonthlyDropInput,
} from '@shop/shared/schemas/monthly-drop';
import { api } from '@/lib/api-client';
import { itemsQueryOptions } from '@/components/shared/items-query';
import { monthlyDropsKeys } from '@/lib/query-keys';

export function useAdminMonthlyDrops() {
  return useQuery(
    itemsQueryOptions<AdminMonthlyDropList>(monthlyDropsKeys.admin, '/api/admin/monthly-drops'),
  );
}

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
