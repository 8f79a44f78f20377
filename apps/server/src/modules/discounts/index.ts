/** The discounts module's public face: the maker's codes and the uses checkouts take. */
export { discountRoutes } from './routes.ts';
export { checkDiscount, discountLinesOf, quoteDiscount } from './check-discount.ts';
export type { DiscountLine } from './evaluate-discount.ts';
export {
  recordDiscountUse,
  releaseDiscountUse,
  takeDiscountUse,
  type TakenDiscount,
} from './discount-uses.ts';
export { createDiscount } from './manage-discounts.ts';
export { DEMO_DISCOUNT } from './demo-code.ts';
