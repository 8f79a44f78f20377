/**
 * Taking and giving back a code's use, inside the checkout's transaction. The code's row is
 * locked (`for update`) while its uses are counted and raised, so with a limit of 5 and 20
 * checkouts at once exactly 5 get it; the others are refused with "fully redeemed". A checkout
 * that closes unpaid (expired, cancelled, failed or superseded) gives its use back.
 */
import { and, eq, sql } from 'drizzle-orm';
import { normalizeCode, type DiscountKind } from '@shop/shared/schemas/discount';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { evaluateDiscount, type DiscountLine } from './evaluate-discount.ts';
import { discountCodes, discountRedemptions } from './schema.ts';

export type TakenDiscount = {
  discountId: string;
  code: string;
  kind: DiscountKind;
  discountCents: number;
  freeShipping: boolean;
};

export async function findDiscountByCode(db: Db, code: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, normalizeCode(code)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function hasUsedDiscount(db: Db, discountId: string, userId: string) {
  const [row] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(
      and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.userId, userId)),
    )
    .limit(1);
  return Boolean(row);
}

/** Checks the code again and takes one use; refuses (409, on the `discountCode` field) when it cannot. */
export async function takeDiscountUse(
  tx: Db,
  {
    code,
    userId,
    lines,
    now = new Date(),
  }: { code: string; userId: string; lines: DiscountLine[]; now?: Date },
): Promise<TakenDiscount> {
  const discount = await findDiscountByCode(tx, code, { lock: true });
  const verdict = evaluateDiscount(discount, {
    lines,
    now,
    hasUsedBefore: discount ? await hasUsedDiscount(tx, discount.id, userId) : false,
  });
  if (!verdict.ok) throw conflict(verdict.message, { discountCode: verdict.message });
  await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(eq(discountCodes.id, discount!.id));
  return {
    discountId: discount!.id,
    code: verdict.code,
    kind: verdict.kind,
    discountCents: verdict.discountCents,
    freeShipping: verdict.freeShipping,
  };
}

/** The use belongs to the order just created (what gives it back later). */
export async function recordDiscountUse(
  tx: Db,
  { discountId, orderId, userId }: { discountId: string; orderId: string; userId: string },
) {
  await tx.insert(discountRedemptions).values({ discountId, orderId, userId });
}

/** An order that will not be paid gives its use back (at most once). */
export async function releaseDiscountUse(tx: Db, orderId: string): Promise<boolean> {
  const released = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ discountId: discountRedemptions.discountId });
  for (const { discountId } of released) {
    await tx
      .update(discountCodes)
      .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
      .where(eq(discountCodes.id, discountId));
  }
  return released.length > 0;
}
