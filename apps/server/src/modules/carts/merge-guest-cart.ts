/**
 * Sign-in: the guest's cart (their cookie's row) is added to the account's by the merge rules
 * (merge-cart.ts), in one transaction, and the guest row is deleted, so a second sign-in from the
 * same browser, or the same request twice, adds nothing twice. The guest's gift choice wins when
 * they made one (it is what they just did); the gift cards the guest applied are kept after the
 * account's own.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SavedCart } from '@shop/shared/schemas/cart';
import type { Db } from '../../db/client.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { isSameContent, lockCartRow, toSavedCart } from './cart-row.ts';
import { clearGuestCartCookie, readGuestCartId } from './guest-cart-cookie.ts';
import { mergeCartLines } from './merge-cart.ts';
import { mergeKeptGiftCards } from './kept-gift-cards.ts';
import { carts, guestCarts } from './schema.ts';

export async function mergeGuestCart(
  db: Db,
  { userId, guestId, now = new Date() }: { userId: string; guestId: string; now?: Date },
): Promise<SavedCart> {
  return db.transaction(async (tx) => {
    const row = await lockCartRow(tx, userId);
    const [guest] = await tx.delete(guestCarts).where(eq(guestCarts.id, guestId)).returning();
    if (!guest) return toSavedCart(row);
    // The guest's gift cards come along, after the account's (each once, at most the limit).
    const giftCards = mergeKeptGiftCards(row.giftCards, guest.giftCards);
    if (giftCards.length !== row.giftCards.length) {
      await tx.update(carts).set({ giftCards }).where(eq(carts.userId, userId));
    }
    if (guest.lines.length === 0 && !guest.gift.isGift) return toSavedCart(row);
    const products = await getProductsByIds(tx, [
      ...row.lines.map((l) => l.productId),
      ...guest.lines.map((l) => l.productId),
    ]);
    const lines = mergeCartLines(row.lines, guest.lines, products);
    const hasGift = guest.gift.isGift || guest.gift.note.trim() !== '' || guest.gift.wrap === true;
    const gift = hasGift ? guest.gift : row.gift;
    if (isSameContent(row, { lines, gift })) return toSavedCart(row);
    const [saved] = await tx
      .update(carts)
      .set({ lines, gift, version: row.version + 1, changedAt: now })
      .where(eq(carts.userId, userId))
      .returning();
    return toSavedCart(saved);
  });
}

/**
 * For whatever signs a visitor in (the API's merge call, an HTML sign-in form): merges the
 * request's guest cart into the account's and deletes the guest cookie. Null when it had none.
 */
export async function mergeGuestCartOfRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<SavedCart | null> {
  const guestId = readGuestCartId(app, request);
  if (!guestId) return null;
  const merged = await mergeGuestCart(app.ctx.db, { userId, guestId });
  clearGuestCartCookie(app, reply);
  return merged;
}
