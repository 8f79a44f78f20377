/**
 * What a cart line costs and has on the shelf now, by the same rule on both sides: the server
 * when it merges a signed-in shopper's carts, the browser when it re-prices its saved cart.
 */
import type { Product } from './schemas/product.ts';

export type LineChoice = { variantId?: string | null; personalisation?: string | null };

/**
 * Its variant's price and stock for a product with options (plus the personalisation's price
 * when the line has a text), the product's own otherwise; null when the choice is gone (the
 * variant removed, or options added to a product the line was put in the cart without).
 */
export function lineOffer(
  line: LineChoice,
  product: Product,
): { priceCents: number; stock: number } | null {
  const extra =
    line.personalisation && product.personalisation ? product.personalisation.priceCents : 0;
  if (!line.variantId) {
    if (product.options.length > 0) return null;
    return { priceCents: product.priceCents + extra, stock: product.stock };
  }
  const variant = product.variants.find((v) => v.id === line.variantId);
  return variant ? { priceCents: variant.priceCents + extra, stock: variant.stock } : null;
}
