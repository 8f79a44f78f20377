/**
 * The cart's money from the server: POST /api/cart/quote prices the lines (variant,
 * personalisation, quantity), the applied code and gift wrap by the same rule as the checkout,
 * so the cart's discount and total are the payment page's and the order's. The browser adds
 * nothing up itself; while the first answer is on its way the totals say so.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CheckoutLine } from '@shop/shared/schemas/order';
import type { OrderQuote } from '@shop/shared/schemas/order-quote';
import { api } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys';
import type { CartLine } from '../store';

export function toQuoteItems(lines: CartLine[]): CheckoutLine[] {
  return lines.map(({ productId, quantity, variantId, personalisation }) => ({
    productId,
    quantity,
    ...(variantId ? { variantId } : {}),
    ...(personalisation ? { personalisation } : {}),
  }));
}

export function fetchCartQuote(body: {
  items: CheckoutLine[];
  discountCode?: string;
  giftWrap: boolean;
}) {
  return api<OrderQuote>('/api/cart/quote', { method: 'POST', body });
}

export function useCartQuote(lines: CartLine[], code: string | null, giftWrap: boolean) {
  const items = toQuoteItems(lines);
  const key = JSON.stringify(items);
  return useQuery({
    queryKey: cartKeys.quote(key, code ?? '', giftWrap),
    queryFn: () => fetchCartQuote({ items, ...(code ? { discountCode: code } : {}), giftWrap }),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}
