/**
 * Saves the whole cart after a change in the browser. The save names the version it was based
 * on: when another tab or device saved since, nothing is written and the newer cart comes back
 * (`isSaved: false`) for the browser to show, so a stale tab never undoes a newer change. Saving
 * the same content again keeps the version and the reminder clock as they are.
 */
import { eq } from 'drizzle-orm';
import type { CartSaveRequest, CartSaveResult } from '@shop/shared/schemas/cart';
import type { Db } from '../../db/client.ts';
import { isSameContent, lockCartRow, toSavedCart } from './cart-row.ts';
import { carts } from './schema.ts';

export async function saveCart(
  db: Db,
  { userId, cart, now = new Date() }: { userId: string; cart: CartSaveRequest; now?: Date },
): Promise<CartSaveResult> {
  return db.transaction(async (tx) => {
    const row = await lockCartRow(tx, userId);
    if (row.version !== cart.baseVersion) return { ...toSavedCart(row), isSaved: false };
    if (isSameContent(row, cart)) return { ...toSavedCart(row), isSaved: true };
    const [saved] = await tx
      .update(carts)
      .set({ lines: cart.lines, gift: cart.gift, version: row.version + 1, changedAt: now })
      .where(eq(carts.userId, userId))
      .returning();
    return { ...toSavedCart(saved), isSaved: true };
  });
}
