/**
 * The cart's "Apply": POST /api/discounts/check with the cart's lines (variants and texts
 * included, so the code is judged on what is bought). Once applied, the cart's quote carries
 * the code's figures, or why it stopped applying.
 */
import { useMutation } from '@tanstack/react-query';
import type { DiscountQuote } from '@shop/shared/schemas/discount';
import type { CheckoutLine } from '@shop/shared/schemas/order';
import { api } from '@/lib/api-client';

export function checkDiscountCode(code: string, items: CheckoutLine[]) {
  return api<DiscountQuote>('/api/discounts/check', { method: 'POST', body: { code, items } });
}

export function useApplyDiscountCode() {
  return useMutation({
    mutationFn: ({ code, items }: { code: string; items: CheckoutLine[] }) =>
      checkDiscountCode(code, items),
  });
}
