/**
 * The cart's discount code: POST /api/discounts/check with the cart's lines. `useDiscountQuote`
 * keeps the applied code's figures current as the lines change (a line removed may drop the
 * cart below the code's minimum: the answer then is the refusal).
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { DiscountQuote } from '@shop/shared/schemas/discount';
import type { CheckoutLine } from '@shop/shared/schemas/order';
import { api, ApiError } from '@/lib/api-client';
import { discountKeys } from '@/lib/query-keys';

export function checkDiscountCode(code: string, items: CheckoutLine[]) {
  return api<DiscountQuote>('/api/discounts/check', { method: 'POST', body: { code, items } });
}

export function useApplyDiscountCode() {
  return useMutation({
    mutationFn: ({ code, items }: { code: string; items: CheckoutLine[] }) =>
      checkDiscountCode(code, items),
  });
}

/** The applied code's figures for these lines, or why it no longer applies. */
export function useAppliedDiscount(code: string | null, items: CheckoutLine[]) {
  const quote = useDiscountQuote(code, items);
  const error =
    quote.isError && quote.error instanceof ApiError && quote.error.status < 500
      ? (quote.error.fields?.discountCode ?? quote.error.message)
      : null;
  const discount =
    code && quote.data && !quote.isError
      ? {
          code: quote.data.code,
          cents: quote.data.discountCents,
          freeShipping: quote.data.freeShipping,
        }
      : null;
  return { discount, error };
}

/** The applied code's figures for these lines (the cart page's loader fills it on the server). */
export const discountQuoteQueryOptions = (code: string, items: CheckoutLine[]) => ({
  queryKey: discountKeys.quote(
    code,
    items.map((line) => `${line.productId}:${line.quantity}`).join(','),
  ),
  queryFn: () => checkDiscountCode(code, items),
});

export function useDiscountQuote(code: string | null, items: CheckoutLine[]) {
  return useQuery({
    ...discountQuoteQueryOptions(code ?? '', items),
    enabled: Boolean(code) && items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
