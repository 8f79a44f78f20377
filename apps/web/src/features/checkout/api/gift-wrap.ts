/** GET /api/gift-wrap: whether the shop offers gift wrap, and its price (the cart's checkbox). */
import { useQuery } from '@tanstack/react-query';
import type { GiftWrapSettings } from '@shop/shared/schemas/gift-wrap';
import { api } from '@/lib/api-client';
import { giftWrapKeys } from '@/lib/query-keys';

export const giftWrapQueryOptions = () => ({
  queryKey: giftWrapKeys.all,
  queryFn: () => api<GiftWrapSettings>('/api/gift-wrap'),
});

export function useGiftWrapOffer() {
  return useQuery(giftWrapQueryOptions());
}
