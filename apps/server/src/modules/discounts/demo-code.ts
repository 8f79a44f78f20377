/**
 * The demo shop's code, so a fresh start shows the cart's discount field working: 10% off any
 * order, once per customer, no minimum and no end date.
 */
import type { DiscountInput } from '@shop/shared/schemas/discount';

export const DEMO_DISCOUNT: DiscountInput = {
  code: 'WELCOME10',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerCustomer: true,
  productIds: [],
  categories: [],
};
