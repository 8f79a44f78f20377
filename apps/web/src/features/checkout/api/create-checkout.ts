/**
 * POST /api/cart/checkout: only product ids and quantities; the server prices the order and
 * takes the gift cards kept on the visitor's cart (named here by their ids, with what the cart
 * showed each paying).
 */
import type { CheckoutLine, CheckoutResponse } from '@shop/shared/schemas/order';
import type { CartCheckoutRequest } from '@shop/shared/schemas/cart-gift-cards';
import { api } from '@/lib/api-client';

export function createCheckout(
  items: CheckoutLine[],
  discountCode: string | null = null,
  gift: { isGift: boolean; note: string; wrap?: boolean } = { isGift: false, note: '' },
  /** The gift cards' part (the gift-cards feature's), sent as it is. */
  giftCards: Pick<CartCheckoutRequest, 'giftCards' | 'shippingAddress'> = {},
) {
  const giftNote = gift.note.trim();
  return api<CheckoutResponse>('/api/cart/checkout', {
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
