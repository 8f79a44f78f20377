/**
 * "Restore cart" after an unfinished checkout, decided by the server: Proceed to Checkout
 * empties the cart, so a signed-in shopper who comes back without paying (Cancel on the payment
 * page, its cancel address, or the back button) is offered the pieces of that order again. The
 * offer is the shopper's latest order when it was placed in the last two hours and never paid,
 * while their cart is empty and until they answer it: restoring adds its lines through the
 * sign-in merge (catalog, stock and line limits), dismissing puts it away; either answer is kept
 * on the cart row so the order is not offered twice.
 */
import { eq } from 'drizzle-orm';
import {
  RESTORE_OFFER_WINDOW_MS,
  type CartRestoreRequest,
  type RestoreOffer,
  type SavedCart,
  type SavedCartGift,
  type SavedCartLine,
} from '@shop/shared/schemas/cart';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { findUnpaidLatestOrder, type UnpaidOrder } from '../orders/index.ts';
import { lockCartRow, toSavedCart } from './cart-row.ts';
import { mergeCart, mergeCartLines } from './merge-cart.ts';
import { carts } from './schema.ts';

export const RESTORE_GONE_MESSAGE = 'This checkout can no longer be restored.';

/**
 * The order's items as cart lines, with the catalog's products they name. An item keeps the
 * variant whose units it held; a product without options is in a cart by itself, so its line
 * has no variant. The merge takes names and prices from the catalog.
 */
async function orderLines(db: Db, order: UnpaidOrder) {
  const products = await getProductsByIds(
    db,
    order.items.map((item) => item.productId),
  );
  const withOptions = new Set(products.filter((p) => p.options.length > 0).map((p) => p.id));
  const lines: SavedCartLine[] = order.items.map((item) => ({
    productId: item.productId,
    ...(item.variantId && withOptions.has(item.productId) ? { variantId: item.variantId } : {}),
    ...(item.personalisation ? { personalisation: item.personalisation } : {}),
    quantity: item.quantity,
    name: '',
    priceCents: 0,
  }));
  return { lines, products };
}

function orderGift(order: UnpaidOrder): SavedCartGift {
  return { isGift: order.isGift, note: order.giftNote, ...(order.hasGiftWrap && { wrap: true }) };
}

const windowStart = (now: Date) => new Date(now.getTime() - RESTORE_OFFER_WINDOW_MS);

export async function getRestoreOffer(
  db: Db,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<RestoreOffer> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId));
  if (row && row.lines.length > 0) return { offer: null };
  const order = await findUnpaidLatestOrder(db, { userId, since: windowStart(now) });
  if (!order || row?.restoreAnsweredOrderId === order.id) return { offer: null };
  // Counted as the cart would take them: pieces the shop no longer sells are not offered.
  const { lines, products } = await orderLines(db, order);
  const count = mergeCartLines([], lines, products).reduce((sum, line) => sum + line.quantity, 0);
  return { offer: count > 0 ? { orderId: order.id, count } : null };
}

/**
 * The shopper's answer. Only their own latest order, still unpaid and in the window, can be
 * answered (anything else is a 404); an answer given before changes nothing (a second press of
 * Restore cart never adds the pieces twice).
 */
export async function answerRestoreOffer(
  db: Db,
  {
    userId,
    answer: { orderId, intent },
    now = new Date(),
  }: { userId: string; answer: CartRestoreRequest; now?: Date },
): Promise<SavedCart> {
  return db.transaction(async (tx) => {
    const row = await lockCartRow(tx, userId);
    const order = await findUnpaidLatestOrder(tx, { userId, since: windowStart(now), orderId });
    if (!order) throw notFound(RESTORE_GONE_MESSAGE);
    if (row.restoreAnsweredOrderId === order.id) return toSavedCart(row);
    await tx
      .update(carts)
      .set({ restoreAnsweredOrderId: order.id })
      .where(eq(carts.userId, userId));
    if (intent === 'dismiss') return toSavedCart(row);
    const { lines } = await orderLines(tx, order);
    return mergeCart(tx, { userId, cart: { lines, gift: orderGift(order) }, now });
  });
}
