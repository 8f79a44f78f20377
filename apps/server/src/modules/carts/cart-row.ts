/**
 * Reading and locking a shopper's cart row, and what the API answers from it. A shopper without
 * a row has the empty cart at version 0.
 */
import { eq } from 'drizzle-orm';
import type { SavedCart, SavedCartGift, SavedCartLine } from '@shop/shared/schemas/cart';
import type { Db } from '../../db/client.ts';
import { carts, guestCarts } from './schema.ts';

export const NO_GIFT: SavedCartGift = { isGift: false, note: '' };
export type CartRow = typeof carts.$inferSelect;

export const toSavedCart = (row: Pick<CartRow, 'lines' | 'gift' | 'version'> | undefined) =>
  ({
    lines: row?.lines ?? [],
    gift: row?.gift ?? NO_GIFT,
    version: row?.version ?? 0,
  }) satisfies SavedCart;

/** A line's identity, as the browser's cart has it: product, variant and personalisation text. */
export function lineKey(line: Pick<SavedCartLine, 'productId' | 'variantId' | 'personalisation'>) {
  return [line.productId, line.variantId ?? '', line.personalisation ?? ''].join('|');
}

/** Whether two carts hold the same lines and gift choice (a save of the same state changes nothing). */
export function isSameContent(
  a: { lines: SavedCartLine[]; gift: SavedCartGift },
  b: { lines: SavedCartLine[]; gift: SavedCartGift },
): boolean {
  const norm = (cart: { lines: SavedCartLine[]; gift: SavedCartGift }) =>
    JSON.stringify({
      lines: cart.lines.map((l) => [
        l.productId,
        l.variantId ?? '',
        l.variantLabel ?? '',
        l.personalisation ?? '',
        l.quantity,
        l.name,
        l.priceCents,
      ]),
      gift: [cart.gift.isGift, cart.gift.note, cart.gift.wrap ?? false],
    });
  return norm(a) === norm(b);
}

/** The shopper's row, created empty when missing, locked for the rest of the transaction. */
export async function lockCartRow(tx: Db, userId: string): Promise<CartRow> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
  return row!;
}

/** Whose cart: a signed-in shopper's row, or a guest's (by the id in their signed cookie). */
export type CartOwner = { userId: string } | { guestId: string };

type CartContent = Pick<CartRow, 'lines' | 'gift' | 'version' | 'giftCards'>;

/** The owner's cart, empty at version 0 when there is no row yet. */
export async function readOwnerCart(db: Db, owner: CartOwner): Promise<CartContent | undefined> {
  if ('userId' in owner) {
    const [row] = await db.select().from(carts).where(eq(carts.userId, owner.userId));
    return row;
  }
  const [row] = await db.select().from(guestCarts).where(eq(guestCarts.id, owner.guestId));
  return row;
}

/** The owner's row, created empty when missing, locked for the rest of the transaction. */
export async function lockOwnerCart(tx: Db, owner: CartOwner): Promise<CartContent> {
  if ('userId' in owner) return lockCartRow(tx, owner.userId);
  await tx.insert(guestCarts).values({ id: owner.guestId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(guestCarts)
    .where(eq(guestCarts.id, owner.guestId))
    .for('update');
  return row!;
}

/** Writes a locked row's new content, one version up. */
export async function writeOwnerCart(
  tx: Db,
  owner: CartOwner,
  { lines, gift, version }: Pick<CartContent, 'lines' | 'gift' | 'version'>,
  now: Date,
): Promise<CartContent> {
  const set = { lines, gift, version: version + 1, changedAt: now };
  if ('userId' in owner) {
    const [saved] = await tx
      .update(carts)
      .set(set)
      .where(eq(carts.userId, owner.userId))
      .returning();
    return saved!;
  }
  const [saved] = await tx
    .update(guestCarts)
    .set(set)
    .where(eq(guestCarts.id, owner.guestId))
    .returning();
  return saved!;
}

/** The line a key names: the full key, or a plain product's id alone (the browser's key). */
export function findLineIndex(lines: SavedCartLine[], key: string): number {
  return lines.findIndex(
    (line) =>
      lineKey(line) === key || (!line.variantId && !line.personalisation && line.productId === key),
  );
}
