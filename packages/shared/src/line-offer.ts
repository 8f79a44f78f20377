/**
 * What a cart line costs and has on the shelf now, by one rule everywhere: the server's pricing
 * of a cart quote and a checkout (`priceOrder`), its merge of a signed-in shopper's carts, the
 * product page's price of the choice and the browser's re-pricing of its saved cart.
 */
import type { Product } from './schemas/product.ts';

export type LineChoice = { variantId?: string | null; personalisation?: string | null };

/**
 * Its variant's price and stock for a product with options (plus the personalisation's price
 * when the line has a text), the product's own otherwise; null when the choice is gone (the
 * variant removed, or options added to a product the line was put in the cart without).
 */
/** What the rule reads of a product (the product page's summary may not have its variants yet). */
export type OfferedProduct = Pick<Product, 'options' | 'priceCents' | 'stock'> & {
  variants?: Product['variants'];
  personalisation?: Product['personalisation'] | null;
};

export function lineOffer(
  line: LineChoice,
  product: OfferedProduct,
): { priceCents: number; stock: number } | null {
  const extra =
    line.personalisation && product.personalisation ? product.personalisation.priceCents : 0;
  if (!line.variantId) {
    if (product.options.length > 0) return null;
    return { priceCents: product.priceCents + extra, stock: product.stock };
  }
  const variant = product.variants?.find((v) => v.id === line.variantId);
  return variant ? { priceCents: variant.priceCents + extra, stock: variant.stock } : null;
}
