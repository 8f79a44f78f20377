/**
 * A discount code's input with no conditions (any cart, any time, no limit) but those given, for
 * the server and end-to-end tests that create codes. Test code only: nothing in the shop imports it.
 */
import type { DiscountInput } from '../schemas/discount.ts';

export const openDiscount = (
  input: Pick<DiscountInput, 'code' | 'kind'> & Partial<DiscountInput>,
): DiscountInput => ({
  percent: null,
  amountCents: null,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerCustomer: false,
  productIds: [],
  categories: [],
  ...input,
});
