/**
 * The cart's gift cards, as the server keeps them on the visitor's cart (one source of truth: a
 * reload, a second tab and the page without scripts show the same cards): what each pays of
 * what is due and what stays on it (the server's preview), and, when they pay everything, the
 * address the order ships to (no payment page will ask for it). The checkout names the kept
 * cards with the amounts shown, so a card spent elsewhere meanwhile is refused with its new
 * balance, never silently charged to the card payment.
 */
import { useState } from 'react';
import type { CartCheckoutRequest } from '@shop/shared/schemas/cart-gift-cards';
import type { UsAddressInput } from '@shop/shared/schemas/order';
import { ApiError } from '@/lib/api-client';
import { useFormFlash } from '@/lib/form-flash';
import { useCartGiftCardsQuote } from './api/cart-gift-cards';

export const EMPTY_ADDRESS: UsAddressInput = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '' as UsAddressInput['state'],
  postal_code: '',
  country: 'US',
};

/** The address fields' names on the checkout form (`shippingAddress.city`…). */
export const addressFieldName = (key: keyof UsAddressInput) => `shippingAddress.${key}`;

/** The address as typed before the checkout form came back refused (the flash's values). */
function addressOfFlash(values: Record<string, string> | undefined): UsAddressInput {
  if (!values) return EMPTY_ADDRESS;
  const value = (key: keyof UsAddressInput) => values[addressFieldName(key)] ?? '';
  return {
    ...EMPTY_ADDRESS,
    name: value('name'),
    line1: value('line1'),
    line2: value('line2'),
    city: value('city'),
    state: value('state') as UsAddressInput['state'],
    postal_code: value('postal_code'),
  };
}

/** `dueCents`: the cart's total (its quote); null while that is not known yet. */
export function useGiftCardsAtCheckout(dueCents: number | null) {
  const flash = useFormFlash('checkout');
  const [address, setAddress] = useState<UsAddressInput>(() => addressOfFlash(flash?.values));
  const quote = useCartGiftCardsQuote(dueCents);
  const data = quote.data;
  const cards = data?.cards ?? [];
  const error =
    quote.isError && quote.error instanceof ApiError && quote.error.status < 500
      ? quote.error.message
      : quote.isError
        ? 'Your gift cards could not be checked just now. Please reload the page.'
        : null;
  const coversAll = Boolean(data && cards.length > 0 && data.dueAfterCents === 0);
  const paying = cards
    .filter((card) => card.appliedCents > 0)
    .map((card) => ({ id: card.id, amountCents: card.appliedCents }));
  const forCheckout: Pick<CartCheckoutRequest, 'giftCards' | 'shippingAddress'> = {
    ...(paying.length > 0 ? { giftCards: paying } : {}),
    ...(coversAll ? { shippingAddress: address } : {}),
  };
  /** The address fields' refusals from the checkout form, keyed by field (`city`…). */
  const addressErrors = Object.fromEntries(
    Object.entries(flash?.errors ?? {})
      .filter(([key]) => key.startsWith('shippingAddress.'))
      .map(([key, message]) => [key.slice('shippingAddress.'.length), message]),
  );
  return {
    cards,
    quote: cards.length > 0 ? data : undefined,
    error,
    coversAll,
    address,
    setAddress,
    addressErrors,
    forCheckout,
  };
}

export type GiftCardsAtCheckout = ReturnType<typeof useGiftCardsAtCheckout>;
