/** POST /api/checkout: only product ids and quantities; the server prices the order. */
import type { CheckoutLine, CheckoutRequest, CheckoutResponse } from '@shop/shared/schemas/order';
import { api } from '@/lib/api-client';

export function createCheckout(
  items: CheckoutLine[],
  discountCode: string | null = null,
  gift: { isGift: boolean; note: string; wrap?: boolean } = { isGift: false, note: '' },
  /** The gift cards' part (the gift-cards feature's), sent as it is. */
  giftCards: Pick<CheckoutRequest, 'giftCards' | 'shippingAddress'> = {},
) {
  const giftNote = gift.note.trim();
  return api<CheckoutResponse>('/api/checkout', {
    method: 'POST',
    body: {
      items,
      ...(discountCode ? { discountCode } : {}),
      ...(gift.isGift ? { isGift: true } : {}),
      ...(giftNote ? { giftNote } : {}),
      ...(gift.wrap ? { giftWrap: true } : {}),
      ...giftCards,
    },
  });
}
