/**
 * The cart's "Apply": prices the cart's lines from the database and says what the code takes
 * off, or why it does not apply. Nothing is taken here; the checkout checks again and takes a use.
 */
import { lineOffer } from '@shop/shared/line-offer';
import { DISCOUNT_MESSAGES, type DiscountQuote } from '@shop/shared/schemas/discount';
import type { CheckoutLine } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { evaluateDiscount, type DiscountLine } from './evaluate-discount.ts';
import { findDiscountByCode, hasUsedDiscount } from './discount-uses.ts';

/**
 * The cart's lines as the discount sees them: categorised from the catalog and priced by the one
 * line rule (the chosen variant's price plus the personalisation's), so a percentage is taken of
 * what is bought, never of a product's base price. A line whose choice is gone is left out.
 */
export async function discountLinesOf(db: Db, items: CheckoutLine[]): Promise<DiscountLine[]> {
  const products = await getProductsByIds(
    db,
    items.map((item) => item.productId),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  return items.flatMap((item) => {
    const product = byId.get(item.productId);
    const offer = product ? lineOffer(item, product) : null;
    return product && offer
      ? [
          {
            productId: product.id,
            category: product.category,
            priceCents: offer.priceCents,
            quantity: item.quantity,
          },
        ]
      : [];
  });
}

/**
 * What a code would take off lines already priced, without taking a use (the cart's quote):
 * the verdict of the same `evaluateDiscount` the checkout runs under the code's lock.
 */
export async function quoteDiscount(
  db: Db,
  {
    code,
    userId,
    lines,
    now = new Date(),
  }: { code: string; userId: string | null; lines: DiscountLine[]; now?: Date },
) {
  const discount = await findDiscountByCode(db, code);
  return evaluateDiscount(discount, {
    lines,
    now,
    hasUsedBefore: discount && userId ? await hasUsedDiscount(db, discount.id, userId) : false,
  });
}

export async function checkDiscount(
  db: Db,
  { code, items, userId }: { code: string; items: CheckoutLine[]; userId: string | null },
  now = new Date(),
): Promise<DiscountQuote> {
  if (items.length === 0) {
    throw badRequest(DISCOUNT_MESSAGES.emptyCart, { discountCode: DISCOUNT_MESSAGES.emptyCart });
  }
  if (!code)
    throw badRequest(DISCOUNT_MESSAGES.unknown, { discountCode: DISCOUNT_MESSAGES.unknown });
  const [discount, lines] = await Promise.all([
    findDiscountByCode(db, code),
    discountLinesOf(db, items),
  ]);
  const verdict = evaluateDiscount(discount, {
    lines,
    now,
    hasUsedBefore: discount && userId ? await hasUsedDiscount(db, discount.id, userId) : false,
  });
  if (!verdict.ok) throw conflict(verdict.message, { discountCode: verdict.message });
  return {
    code: verdict.code,
    kind: verdict.kind,
    subtotalCents: verdict.subtotalCents,
    discountCents: verdict.discountCents,
    freeShipping: verdict.freeShipping,
    totalCents: verdict.subtotalCents - verdict.discountCents,
  };
}
