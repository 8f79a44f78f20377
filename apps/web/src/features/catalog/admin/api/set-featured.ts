/** The Featured / Make Featured toggle: PATCH /api/admin/products/:id/featured. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import { api } from '@/lib/api-client';
import { adminKeys, productKeys } from '@/lib/query-keys';

export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) =>
      api<AdminProduct>(`/api/admin/products/${id}/featured`, {
        method: 'PATCH',
        body: { featured },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
  });
}
