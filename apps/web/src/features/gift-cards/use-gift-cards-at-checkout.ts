/**
 * The cart's gift cards: the codes applied (in the order applied), the server's preview of what
 * each pays of what is due and what stays on it, and, when they pay everything, the address the
 * order ships to (no payment page will ask for it). The checkout sends the codes with the amounts
 * shown, so a card spent elsewhere meanwhile is refused with its new balance, never silently
 * charged to the card payment.
 */
import { useState } from 'react';
import { normalizeGiftCardCode, type CheckoutGiftCard } from '@shop/shared/schemas/gift-card';
import type { UsAddressInput } from '@shop/shared/schemas/order';
import { ApiError } from '@/lib/api-client';
import { useGiftCardQuote } from './api/gift-cards';

export const EMPTY_ADDRESS: UsAddressInput = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '' as UsAddressInput['state'],
  postal_code: '',
  country: 'US',
};

export function useGiftCardsAtCheckout(dueCents: number) {
  const [codes, setCodes] = useState<string[]>([]);
  const [address, setAddress] = useState<UsAddressInput>(EMPTY_ADDRESS);
  const quote = useGiftCardQuote(codes, dueCents);
  const data = codes.length > 0 && !quote.isError ? quote.data : undefined;
  const error =
    quote.isError && quote.error instanceof ApiError && quote.error.status < 500
      ? quote.error.message
      : null;
  const coversAll = Boolean(data && data.dueAfterCents === 0);
  const forCheckout: { giftCards?: CheckoutGiftCard[]; shippingAddress?: UsAddressInput } = data
    ? {
        giftCards: data.cards
          .map((card) => ({ code: card.code, amountCents: card.appliedCents }))
          .filter((card) => card.amountCents > 0),
        ...(coversAll ? { shippingAddress: address } : {}),
      }
    : {};
  return {
    codes,
    // Kept as the server answers them (upper case, no dashes), so the preview finds each one.
    add: (code: string) => setCodes((list) => [...list, normalizeGiftCardCode(code)]),
    remove: (code: string) => setCodes((list) => list.filter((c) => c !== code)),
    quote: data,
    error,
    coversAll,
    address,
    setAddress,
    forCheckout,
  };
}

export type GiftCardsAtCheckout = ReturnType<typeof useGiftCardsAtCheckout>;
