/**
 * Gift cards over the API: the balance page, buying a card (the cart's are in cart-gift-cards.ts),
 * the cards an order bought with "Resend", and the maker's list, ledger, issue and disable.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGiftCardDetail,
  AdminIssueGiftCard,
  BoughtGiftCard,
  GiftCardBalance,
  GiftCardPurchase,
} from '@shop/shared/schemas/gift-card';
import type { AdminGiftCard } from '@shop/shared/schemas/gift-card';
import type { CheckoutResponse } from '@shop/shared/schemas/order';
import { api } from '@/lib/api-client';
import { adminKeys, giftCardKeys } from '@/lib/query-keys';

export function useCheckBalance() {
  return useMutation({
    mutationFn: (code: string) =>
      api<GiftCardBalance>('/api/gift-cards/balance', { method: 'POST', body: { code } }),
  });
}

export function useBuyGiftCard() {
  return useMutation({
    mutationFn: (purchase: GiftCardPurchase) =>
      api<CheckoutResponse>('/api/checkout/gift-card', { method: 'POST', body: purchase }),
  });
}

export function useBoughtGiftCards(orderId: string) {
  return useQuery({
    queryKey: giftCardKeys.ofOrder(orderId),
    queryFn: () => api<{ items: BoughtGiftCard[] }>(`/api/orders/${orderId}/gift-cards`),
  });
}

export function useResendGiftCard(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<BoughtGiftCard>(`/api/gift-cards/${id}/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.ofOrder(orderId) }),
  });
}

export function useAdminGiftCards() {
  return useQuery({
    queryKey: adminKeys.giftCards(),
    queryFn: () => api<{ items: AdminGiftCard[] }>('/api/admin/gift-cards'),
  });
}

export function useAdminGiftCard(id: string | null) {
  return useQuery({
    queryKey: adminKeys.giftCard(id ?? ''),
    queryFn: () => api<AdminGiftCardDetail>(`/api/admin/gift-cards/${id}`),
    enabled: Boolean(id),
  });
}

function useAdminGiftCardMutation<T>(mutationFn: (variables: T) => Promise<AdminGiftCardDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.giftCards() }),
  });
}

export function useIssueGiftCard() {
  return useAdminGiftCardMutation((input: AdminIssueGiftCard) =>
    api<AdminGiftCardDetail>('/api/admin/gift-cards', { method: 'POST', body: input }),
  );
}

export function useDisableGiftCard() {
  return useAdminGiftCardMutation((id: string) =>
    api<AdminGiftCardDetail>(`/api/admin/gift-cards/${id}/disable`, { method: 'POST' }),
  );
}
