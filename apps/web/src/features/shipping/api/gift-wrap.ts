/** The maker's gift-wrap price: read and saved under /api/admin/gift-wrap (one cache entry with the cart's offer). */
import { useQuery } from '@tanstack/react-query';
import type { GiftWrapSettings } from '@shop/shared/schemas/gift-wrap';
import { api } from '@/lib/api-client';
import { giftWrapKeys } from '@/lib/query-keys';
import { useSaveSettings } from '@/lib/use-save-settings';

export function useGiftWrapSettings() {
  return useQuery({
    queryKey: giftWrapKeys.all,
    queryFn: () => api<GiftWrapSettings>('/api/admin/gift-wrap'),
  });
}

export function useSaveGiftWrap() {
  return useSaveSettings<GiftWrapSettings>('/api/admin/gift-wrap', giftWrapKeys.all);
}
