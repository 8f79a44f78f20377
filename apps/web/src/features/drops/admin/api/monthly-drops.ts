/**
 * Monthly drops in the admin panel: the list (GET /api/monthly-drops, newest release first) and
 * create, update and delete under /api/admin/monthly-drops.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MonthlyDrop,
  MonthlyDropInput,
  MonthlyDropList,
} from '@shop/shared/schemas/monthly-drop';
import { api } from '../../../../lib/api-client';
import { monthlyDropsKeys } from '../../../../lib/query-keys';

export const adminMonthlyDropsQueryOptions = () =>
  queryOptions({
    queryKey: monthlyDropsKeys.all,
    queryFn: ({ signal }) => api<MonthlyDropList>('/api/monthly-drops', { signal }),
    select: (data) => data.items,
  });

export function useAdminMonthlyDrops() {
  return useQuery(adminMonthlyDropsQueryOptions());
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
