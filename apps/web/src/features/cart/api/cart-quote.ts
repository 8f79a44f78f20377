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

export function toQuoteItems(
  lines: Pick<CartLine, 'productId' | 'quantity' | 'variantId' | 'personalisation'>[],
): CheckoutLine[] {
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

/** The pricing of these lines with a code and gift wrap (the cart page's loader fills it on the server). */
export function cartQuoteQueryOptions(
  lines: Pick<CartLine, 'productId' | 'quantity' | 'variantId' | 'personalisation'>[],
  code: string | null,
  giftWrap: boolean,
) {
  const items = toQuoteItems(lines);
  return {
    queryKey: cartKeys.quote(JSON.stringify(items), code ?? '', giftWrap),
    queryFn: () => fetchCartQuote({ items, ...(code ? { discountCode: code } : {}), giftWrap }),
  };
}

export function useCartQuote(lines: CartLine[], code: string | null, giftWrap: boolean) {
  return useQuery({
    ...cartQuoteQueryOptions(lines, code, giftWrap),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
