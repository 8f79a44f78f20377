/**
 * Brings the saved cart up to date with the catalog (the cart is re-priced
 * from the server on load): products that are gone are dropped, changed prices are taken over
 * and remembered, quantities above the stock are capped. Out-of-stock lines stay, flagged, so
 * the shopper decides. Each change comes with a notice for the shopper.
 */
import { formatPrice } from '@shop/shared/money';
import { lineOffer } from '@shop/shared/line-offer';
import type { Product } from '@shop/shared/schemas/product';
import { lineKey, type CartLine } from '@/features/cart/store';

export type CartNoticeKind = 'removed' | 'price' | 'capped';
export type CartNotice = { kind: CartNoticeKind; productId: string; message: string };

export type ReconciledCart = {
  lines: CartLine[];
  notices: CartNotice[];
  /** Old unit price (cents) of each line whose price changed. */
  previousPrices: Record<string, number>;
  /** Whether anything in the lines differs from before. */
  isChanged: boolean;
};

/** `checkedIds`: the ids that were asked for; other lines are kept as they are. */
export function reconcileCart(
  lines: CartLine[],
  freshProducts: Product[],
  checkedIds?: ReadonlySet<string>,
): ReconciledCart {
  const byId = new Map(freshProducts.map((product) => [product.id, product]));
  const notices: CartNotice[] = [];
  const previousPrices: Record<string, number> = {};
  const next: CartLine[] = [];
  let isChanged = false;

  for (const line of lines) {
    if (checkedIds && !checkedIds.has(line.productId)) {
      next.push(line);
      continue;
    }
    const product = byId.get(line.productId);
    const offer = product ? lineOffer(line, product) : null;
    if (!product || !offer) {
      isChanged = true;
      notices.push({
        kind: 'removed',
        productId: line.productId,
        message: `“${line.name}” is no longer available and was removed from your cart.`,
      });
      continue;
    }
    const fresh = { name: product.name, priceCents: offer.priceCents, stock: offer.stock };
    if (fresh.priceCents !== line.priceCents) {
      previousPrices[lineKey(line)] = line.priceCents;
      notices.push({
        kind: 'price',
        productId: line.productId,
        message: `The price of “${fresh.name}” changed from ${formatPrice(line.priceCents)} to ${formatPrice(fresh.priceCents)}.`,
      });
    }
    let quantity = line.quantity;
    if (fresh.stock > 0 && quantity > fresh.stock) {
      quantity = fresh.stock;
      notices.push({
        kind: 'capped',
        productId: line.productId,
        message: `Only ${fresh.stock} of “${fresh.name}” ${fresh.stock === 1 ? 'is' : 'are'} left, so we updated your quantity.`,
      });
    }
    if (
      quantity !== line.quantity ||
      fresh.name !== line.name ||
      fresh.priceCents !== line.priceCents
    ) {
      isChanged = true;
    }
    next.push({ ...line, quantity, name: fresh.name, priceCents: fresh.priceCents });
  }
  return { lines: isChanged ? next : lines, notices, previousPrices, isChanged };
}

/** Out of stock as far as the latest answer knows (unknown until the products have loaded). */
export const isOutOfStock = (
  product: Product | undefined,
  line: Pick<CartLine, 'variantId' | 'personalisation'> = {},
) => product !== undefined && (lineOffer(line, product)?.stock ?? 0) <= 0;
