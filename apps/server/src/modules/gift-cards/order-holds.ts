/**
 * What happens to the money an order holds on gift cards as the order moves on, each inside the
 * order's own transaction (the orders module calls these under the order's row lock, so each
 * runs once however many events ask):
 *   - paid:     held → spent (a ledger row; the balance already went down at checkout);
 *   - closed unpaid (expired, failed, cancelled, superseded): held → released, back on the card;
 *   - paid late after a release: the money is taken again, all or nothing;
 *   - refunded: some or all of what was spent goes back on the cards, last applied card first.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { changeBalance, recordWithoutChange } from './ledger.ts';
import { giftCardHolds, giftCards } from './schema.ts';

async function holdsOf(tx: Db, orderId: string, state: 'held' | 'spent' | 'released') {
  return tx
    .select()
    .from(giftCardHolds)
    .where(and(eq(giftCardHolds.orderId, orderId), eq(giftCardHolds.state, state)))
    .orderBy(asc(giftCardHolds.giftCardId));
}

export async function spendGiftCardHolds(tx: Db, orderId: string): Promise<void> {
  for (const hold of await holdsOf(tx, orderId, 'held')) {
    await tx.update(giftCardHolds).set({ state: 'spent' }).where(eq(giftCardHolds.id, hold.id));
    await recordWithoutChange(tx, {
      giftCardId: hold.giftCardId,
      kind: 'spent',
      amountCents: hold.amountCents,
      orderId,
    });
  }
}

export async function releaseGiftCardHolds(tx: Db, orderId: string): Promise<number> {
  let released = 0;
  for (const hold of await holdsOf(tx, orderId, 'held')) {
    await tx.update(giftCardHolds).set({ state: 'released' }).where(eq(giftCardHolds.id, hold.id));
    await changeBalance(tx, {
      giftCardId: hold.giftCardId,
      kind: 'released',
      amountCents: hold.amountCents,
      changeCents: hold.amountCents,
      orderId,
    });
    released += hold.amountCents;
  }
  return released;
}

/**
 * A payment that arrived after the order's holds were released takes the money again and spends
 * it. False (nothing changed) when a card no longer has it: the order must then be refunded.
 */
export async function retakeReleasedHolds(tx: Db, orderId: string): Promise<boolean> {
  const released = await holdsOf(tx, orderId, 'released');
  return tx
    .transaction(async (savepoint) => {
      for (const hold of released) {
        const after = await changeBalance(savepoint, {
          giftCardId: hold.giftCardId,
          kind: 'reserved',
          amountCents: hold.amountCents,
          changeCents: -hold.amountCents,
          orderId,
        });
        if (after === null) throw new GiftCardShort();
        await savepoint
          .update(giftCardHolds)
          .set({ state: 'held' })
          .where(eq(giftCardHolds.id, hold.id));
      }
      await spendGiftCardHolds(savepoint, orderId);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof GiftCardShort) return false;
      throw error;
    });
}

class GiftCardShort extends Error {}

export type GiftCardRefundPart = { last4: string; amountCents: number };

/**
 * Puts up to `amountCents` of what the order spent back on its cards, the last applied card
 * first (the first one keeps its spend longest). Answers what went back on which card.
 */
export async function refundToGiftCards(
  tx: Db,
  { orderId, amountCents }: { orderId: string; amountCents: number },
): Promise<GiftCardRefundPart[]> {
  const spent = await tx
    .select({
      id: giftCardHolds.id,
      giftCardId: giftCardHolds.giftCardId,
      amountCents: giftCardHolds.amountCents,
      refundedCents: giftCardHolds.refundedCents,
      last4: giftCards.last4,
    })
    .from(giftCardHolds)
    .innerJoin(giftCards, eq(giftCards.id, giftCardHolds.giftCardId))
    .where(and(eq(giftCardHolds.orderId, orderId), eq(giftCardHolds.state, 'spent')))
    .orderBy(desc(giftCardHolds.position));
  const parts: GiftCardRefundPart[] = [];
  let left = amountCents;
  for (const hold of spent) {
    const back = Math.min(hold.amountCents - hold.refundedCents, left);
    if (back <= 0) continue;
    await tx
      .update(giftCardHolds)
      .set({ refundedCents: sql`${giftCardHolds.refundedCents} + ${back}` })
      .where(eq(giftCardHolds.id, hold.id));
    await changeBalance(tx, {
      giftCardId: hold.giftCardId,
      kind: 'refunded',
      amountCents: back,
      changeCents: back,
      orderId,
    });
    parts.push({ last4: hold.last4 ?? '', amountCents: back });
    left -= back;
  }
  return parts;
}

/** What gift cards paid of an order, card by card, for its page and mails. */
export async function giftCardsOfOrder(db: Db, orderId: string) {
  return db
    .select({
      last4: giftCards.last4,
      amountCents: giftCardHolds.amountCents,
      refundedCents: giftCardHolds.refundedCents,
      state: giftCardHolds.state,
    })
    .from(giftCardHolds)
    .innerJoin(giftCards, eq(giftCards.id, giftCardHolds.giftCardId))
    .where(eq(giftCardHolds.orderId, orderId))
    .orderBy(asc(giftCardHolds.position));
}
