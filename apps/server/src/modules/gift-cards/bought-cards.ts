/**
 * Cards bought in an order. The checkout creates them `pending` with the order (no balance, no
 * code); the payment makes them `active` with their amount (an `issued` ledger row); an order
 * closed unpaid makes them `void`. Their code is made on their send date (send-due-cards.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { GiftCardPurchase } from '@shop/shared/schemas/gift-card';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { GIFT_CARD_MESSAGES } from '@shop/shared/schemas/gift-card';
import { changeBalance } from './ledger.ts';
import { giftCards } from './schema.ts';

/** Today in the shop's calendar (UTC), as YYYY-MM-DD. */
export const todayIso = (at: Date) => at.toISOString().slice(0, 10);

export function checkSendOn(sendOn: string, at: Date): void {
  if (sendOn < todayIso(at)) {
    throw badRequest(GIFT_CARD_MESSAGES.sendOnPast, { sendOn: GIFT_CARD_MESSAGES.sendOnPast });
  }
}

export async function createPendingGiftCard(
  tx: Db,
  {
    orderId,
    buyer,
    purchase,
  }: { orderId: string; buyer: { id: string; name: string }; purchase: GiftCardPurchase },
): Promise<string> {
  const [row] = await tx
    .insert(giftCards)
    .values({
      status: 'pending',
      initialCents: purchase.amountCents,
      balanceCents: 0,
      recipientName: purchase.recipientName.trim(),
      recipientEmail: purchase.recipientEmail,
      senderName: buyer.name || null,
      message: purchase.message?.trim() || null,
      sendOn: purchase.sendOn,
      orderId,
      buyerUserId: buyer.id,
    })
    .returning({ id: giftCards.id });
  return row!.id;
}

/**
 * The order is paid (or paid late, after its checkout closed): its cards get their money and
 * wait for their send date.
 */
export async function activateBoughtCards(tx: Db, orderId: string): Promise<number> {
  const pending = await tx
    .update(giftCards)
    .set({ status: 'active' })
    .where(and(eq(giftCards.orderId, orderId), inArray(giftCards.status, ['pending', 'void'])))
    .returning({ id: giftCards.id, initialCents: giftCards.initialCents });
  for (const card of pending) {
    await changeBalance(tx, {
      giftCardId: card.id,
      kind: 'issued',
      amountCents: card.initialCents,
      changeCents: card.initialCents,
      orderId,
    });
  }
  return pending.length;
}

/** The order closed unpaid: its cards will never exist. */
export async function voidBoughtCards(tx: Db, orderId: string): Promise<void> {
  await tx
    .update(giftCards)
    .set({ status: 'void' })
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.status, 'pending')));
}

/**
 * The order that bought cards is refunded: what is still on them is taken off (an `adjusted`
 * row) and they are disabled, so the refunded money cannot also be spent.
 */
export async function withdrawBoughtCards(tx: Db, orderId: string): Promise<void> {
  const cards = await tx
    .select({ id: giftCards.id, balanceCents: giftCards.balanceCents })
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .for('update');
  for (const card of cards) {
    if (card.balanceCents > 0) {
      await changeBalance(tx, {
        giftCardId: card.id,
        kind: 'adjusted',
        amountCents: card.balanceCents,
        changeCents: -card.balanceCents,
        orderId,
        note: 'The order that bought it was refunded',
      });
    }
    await tx.update(giftCards).set({ status: 'disabled' }).where(eq(giftCards.id, card.id));
  }
}
