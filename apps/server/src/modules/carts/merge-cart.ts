/**
 * Sign-in: the browser's cart is added to the one kept on the server, and the result is saved
 * and returned for the browser to show.
 *
 * - The same line (product, variant and personalisation text) in both: the quantities are added.
 * - Every line is checked against the catalog: a product that is unknown or removed from the
 *   shop, or a variant it no longer has, is dropped; names and prices are taken from the catalog.
 * - The lines of one variant (of one product without options) together hold at most the units
 *   on the shelf: the server's lines keep theirs first, a line left with none is dropped. A
 *   variant with nothing on the shelf keeps its lines, as the browser's cart does, for the cart
 *   page to flag as sold out and the shopper to decide.
 * - The browser's gift choice wins when it has one (it is what the shopper just did).
 */
import { eq } from 'drizzle-orm';
import type { CartMergeRequest, SavedCart, SavedCartLine } from '@shop/shared/schemas/cart';
import { MAX_CHECKOUT_LINES, MAX_CHECKOUT_QUANTITY } from '@shop/shared/schemas/order';
import type { Product } from '@shop/shared/schemas/product';
import { lineOffer } from '@shop/shared/line-offer';
import type { Db } from '../../db/client.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { isSameContent, lineKey, lockCartRow, toSavedCart } from './cart-row.ts';
import { carts } from './schema.ts';

/** The merge rules on plain data (the catalog's current products given). */
export function mergeCartLines(
  serverLines: SavedCartLine[],
  browserLines: SavedCartLine[],
  products: Product[],
): SavedCartLine[] {
  const summed = new Map<string, SavedCartLine>();
  for (const line of [...serverLines, ...browserLines]) {
    const key = lineKey(line);
    const existing = summed.get(key);
    summed.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : line);
  }
  const byId = new Map(products.map((p) => [p.id, p]));
  const shelfLeft = new Map<string, number>();
  const merged: SavedCartLine[] = [];
  for (const line of summed.values()) {
    const product = byId.get(line.productId);
    const offer = product ? lineOffer(line, product) : null;
    if (!product || !offer) continue;
    const stockKey = `${line.productId}|${line.variantId ?? ''}`;
    let quantity = Math.min(line.quantity, MAX_CHECKOUT_QUANTITY);
    if (offer.stock > 0) {
      const left = shelfLeft.get(stockKey) ?? offer.stock;
      quantity = Math.min(quantity, left);
      shelfLeft.set(stockKey, left - quantity);
      if (quantity === 0) continue;
    }
    merged.push({ ...line, quantity, name: product.name, priceCents: offer.priceCents });
  }
  return merged.slice(0, MAX_CHECKOUT_LINES);
}

export async function mergeCart(
  db: Db,
  { userId, cart, now = new Date() }: { userId: string; cart: CartMergeRequest; now?: Date },
): Promise<SavedCart> {
  return db.transaction(async (tx) => {
    const row = await lockCartRow(tx, userId);
    const products = await getProductsByIds(tx, [
      ...row.lines.map((l) => l.productId),
      ...cart.lines.map((l) => l.productId),
    ]);
    const lines = mergeCartLines(row.lines, cart.lines, products);
    const hasGift = cart.gift.isGift || cart.gift.note.trim() !== '' || cart.gift.wrap === true;
    const gift = hasGift ? cart.gift : row.gift;
    if (isSameContent(row, { lines, gift })) return toSavedCart(row);
    const [saved] = await tx
      .update(carts)
      .set({ lines, gift, version: row.version + 1, changedAt: now })
      .where(eq(carts.userId, userId))
      .returning();
    return toSavedCart(saved);
  });
}
