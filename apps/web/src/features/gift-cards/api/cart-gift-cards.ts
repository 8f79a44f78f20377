/**
 * The gift cards kept on the visitor's cart on the server (POST/DELETE /api/cart/gift-cards):
 * Apply, Remove, and what the kept cards pay of the cart's total. The server keeps the codes;
 * the page knows each card by its id and last four characters.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartGiftCards, CartGiftCardsQuote } from '@shop/shared/schemas/cart-gift-cards';
import { api } from '@/lib/api-client';
import { giftCardKeys } from '@/lib/query-keys';

export const fetchCartGiftCardsQuote = (dueCents: number) =>
  api<CartGiftCardsQuote>('/api/cart/gift-cards/quote', { method: 'POST', body: { dueCents } });

/** The kept cards against `dueCents` (the cart page's loader fills it on the server). */
export const cartGiftCardsQueryOptions = (dueCents: number) => ({
  queryKey: giftCardKeys.cartQuote(dueCents),
  queryFn: () => fetchCartGiftCardsQuote(dueCents),
});

export function useCartGiftCardsQuote(dueCents: number | null) {
  return useQuery({
    ...cartGiftCardsQueryOptions(dueCents ?? 0),
    enabled: dueCents !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Apply or Remove; either way the cart's cards are read again. */
function useCartGiftCardChange<T>(mutationFn: (input: T) => Promise<CartGiftCards>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.ofCart() }),
  });
}

export const useApplyCartGiftCard = () =>
  useCartGiftCardChange((code: string) =>
    api<CartGiftCards>('/api/cart/gift-cards', { method: 'POST', body: { code } }),
  );

export const useRemoveCartGiftCard = () =>
  useCartGiftCardChange((id: string) =>
    api<CartGiftCards>(`/api/cart/gift-cards/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
