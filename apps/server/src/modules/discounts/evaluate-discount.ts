/**
 * Whether a code applies to a cart and what it takes off, as one pure function the cart's check
 * and the checkout both use. Rounding is per order: a percentage of the eligible subtotal,
 * rounded half up to the cent, once.
 */
import {
  addMoreToUseCode,
  DISCOUNT_MESSAGES,
  percentOf,
  type DiscountKind,
} from '@shop/shared/schemas/discount';
import type { discountCodes } from './schema.ts';

export type DiscountRow = typeof discountCodes.$inferSelect;

export type DiscountLine = {
  productId: string;
  category: string;
  priceCents: number;
  quantity: number;
};

export type DiscountVerdict =
  | {
      ok: true;
      code: string;
      kind: DiscountKind;
      subtotalCents: number;
      discountCents: number;
      freeShipping: boolean;
    }
  | { ok: false; message: string };

const refuse = (message: string): DiscountVerdict => ({ ok: false, message });

export function evaluateDiscount(
  discount: DiscountRow | null | undefined,
  { lines, now, hasUsedBefore }: { lines: DiscountLine[]; now: Date; hasUsedBefore: boolean },
): DiscountVerdict {
  if (lines.length === 0) return refuse(DISCOUNT_MESSAGES.emptyCart);
  if (!discount || discount.paused) return refuse(DISCOUNT_MESSAGES.unknown);
  if (discount.startsAt && now < new Date(discount.startsAt)) {
    return refuse(DISCOUNT_MESSAGES.notYetActive);
  }
  if (discount.endsAt && now >= new Date(discount.endsAt)) {
    return refuse(DISCOUNT_MESSAGES.expired);
  }
  if (discount.usageLimit !== null && discount.uses >= discount.usageLimit) {
    return refuse(DISCOUNT_MESSAGES.usedUp);
  }
  if (discount.oncePerCustomer && hasUsedBefore) return refuse(DISCOUNT_MESSAGES.alreadyUsed);

  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  if (subtotalCents < discount.minSubtotalCents) {
    return refuse(addMoreToUseCode(discount.minSubtotalCents - subtotalCents));
  }
  const isLimited = discount.productIds.length > 0 || discount.categories.length > 0;
  const eligible = lines.filter(
    (line) =>
      !isLimited ||
      discount.productIds.includes(line.productId) ||
      discount.categories.includes(line.category),
  );
  if (eligible.length === 0) return refuse(DISCOUNT_MESSAGES.notForTheseItems);
  const eligibleCents = eligible.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

  let discountCents = 0;
  if (discount.kind === 'percent') discountCents = percentOf(eligibleCents, discount.percent ?? 0);
  if (discount.kind === 'fixed') discountCents = Math.min(discount.amountCents ?? 0, eligibleCents);
  return {
    ok: true,
    code: discount.code,
    kind: discount.kind,
    subtotalCents,
    discountCents,
    freeShipping: discount.kind === 'free_shipping',
  };
}
