/**
 * Every change to a card's balance, as one conditional UPDATE of the card and one ledger row in
 * the caller's transaction. A change that would take the balance below zero (or touch a card
 * that is not active, when asked) changes nothing and answers null, so two checkouts racing
 * for one card can never spend more than it holds: the second one's UPDATE waits for the
 * first's row lock and then finds the balance short.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { LedgerKind } from '@shop/shared/schemas/gift-card';
import type { Db } from '../../db/client.ts';
import { giftCardLedger, giftCards } from './schema.ts';

export type BalanceChange = {
  giftCardId: string;
  kind: LedgerKind;
  amountCents: number;
  /** Signed: what the balance gains (or, negative, loses). */
  changeCents: number;
  orderId?: string | null;
  actorUserId?: string | null;
  note?: string | null;
  /** Refuse the change unless the card is active (spending); refunds reach any card. */
  requireActive?: boolean;
};

/** The balance after the change, or null when it was refused. */
export async function changeBalance(tx: Db, change: BalanceChange): Promise<number | null> {
  const conditions = [eq(giftCards.id, change.giftCardId)];
  if (change.changeCents < 0) conditions.push(gte(giftCards.balanceCents, -change.changeCents));
  if (change.requireActive) conditions.push(eq(giftCards.status, 'active'));
  const [row] = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${change.changeCents}` })
    .where(and(...conditions))
    .returning({ balanceCents: giftCards.balanceCents });
  if (!row) return null;
  await tx.insert(giftCardLedger).values({
    giftCardId: change.giftCardId,
    kind: change.kind,
    amountCents: change.amountCents,
    balanceChangeCents: change.changeCents,
    balanceAfterCents: row.balanceCents,
    orderId: change.orderId ?? null,
    actorUserId: change.actorUserId ?? null,
    note: change.note ?? null,
  });
  return row.balanceCents;
}

/** A ledger row that leaves the balance as it is (a reservation becoming a spend). */
export async function recordWithoutChange(
  tx: Db,
  row: { giftCardId: string; kind: LedgerKind; amountCents: number; orderId: string | null },
): Promise<void> {
  const [card] = await tx
    .select({ balanceCents: giftCards.balanceCents })
    .from(giftCards)
    .where(eq(giftCards.id, row.giftCardId));
  await tx.insert(giftCardLedger).values({
    ...row,
    balanceChangeCents: 0,
    balanceAfterCents: card?.balanceCents ?? 0,
  });
}
