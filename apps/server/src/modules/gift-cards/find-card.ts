/** Finding a card by the code a shopper typed: by its hash, never by the code itself. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hashGiftCardCode } from './codes.ts';
import { giftCards } from './schema.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** The card a code names when it can be spent (active, with money on it), or null. */
export async function findSpendableCard(db: Db, code: string): Promise<GiftCardRow | null> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(code)))
    .limit(1);
  return card && card.status === 'active' && card.balanceCents > 0 ? card : null;
}
