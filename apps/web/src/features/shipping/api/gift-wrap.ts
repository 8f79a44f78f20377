/** The maker's gift-wrap price: read and saved under /api/admin/gift-wrap (one cache entry with the cart's offer). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiftWrapSettings } from '@shop/shared/schemas/gift-wrap';
import { api } from '@/lib/api-client';
import { giftWrapKeys } from '@/lib/query-keys';

export function useGiftWrapSettings() {
  return useQuery({
    queryKey: giftWrapKeys.all,
    queryFn: () => api<GiftWrapSettings>('/api/admin/gift-wrap'),
  });
}

export function useSaveGiftWrap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiftWrapSettings) =>
      api<GiftWrapSettings>('/api/admin/gift-wrap', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(giftWrapKeys.all, saved),
  });
}
