/**
 * What the cart's Apply and the balance page ask about codes, each under the limits of
 * guard-code-checks.ts. The cart's answer is a preview: the checkout decides again
 * (apply-gift-cards.ts) with the cards locked.
 */
import {
  GIFT_CARD_MESSAGES,
  type GiftCardBalance,
  type GiftCardQuote,
} from '@shop/shared/schemas/gift-card';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { allocate } from './apply-gift-cards.ts';
import { findSpendableCard, type GiftCardRow } from './find-card.ts';
import { recordMiss, refuseIfLocked, unusable, type CheckerKeys } from './guard-code-checks.ts';
import { hashGiftCardCode, lastFour } from './codes.ts';

async function findOrMiss(db: Db, keys: CheckerKeys, code: string): Promise<GiftCardRow> {
  const card = await findSpendableCard(db, code);
  if (!card) {
    await recordMiss(db, keys);
    throw unusable();
  }
  return card;
}

export async function quoteGiftCards(
  db: Db,
  keys: CheckerKeys,
  { codes, dueCents }: { codes: string[]; dueCents: number },
): Promise<GiftCardQuote> {
  await refuseIfLocked(db, keys);
  if (new Set(codes.map(hashGiftCardCode)).size !== codes.length) {
    throw badRequest(GIFT_CARD_MESSAGES.alreadyApplied, {
      code: GIFT_CARD_MESSAGES.alreadyApplied,
    });
  }
  const cards = [];
  for (const code of codes) {
    const card = await findOrMiss(db, keys, code);
    cards.push({ code, last4: card.last4 ?? '', balance: card.balanceCents, take: 0 });
  }
  const appliedCents = allocate(cards, dueCents);
  return {
    cards: cards.map((card) => ({
      code: card.code,
      last4: card.last4,
      appliedCents: card.take,
      remainingCents: card.balance - card.take,
    })),
    appliedCents,
    dueAfterCents: dueCents - appliedCents,
  };
}

export async function giftCardBalance(
  db: Db,
  keys: CheckerKeys,
  code: string,
): Promise<GiftCardBalance> {
  await refuseIfLocked(db, keys);
  const card = await findOrMiss(db, keys, code);
  return { last4: card.last4 ?? '', balanceCents: card.balanceCents };
}

/**
 * What cards already checked (the cart's kept ones, each through the checks above when applied)
 * pay of `dueCents`, in the order given. No miss is counted here: a card spent elsewhere or
 * disabled since it was applied simply pays nothing (`isUsable: false`), for the cart to say so.
 */
export async function previewCheckedGiftCards(
  db: Db,
  { codes, dueCents }: { codes: string[]; dueCents: number },
): Promise<{
  cards: { last4: string; appliedCents: number; remainingCents: number; isUsable: boolean }[];
  appliedCents: number;
  dueAfterCents: number;
}> {
  const cards = [];
  for (const code of codes) {
    const card = await findSpendableCard(db, code);
    cards.push({
      last4: card?.last4 ?? lastFour(code),
      balance: card?.balanceCents ?? 0,
      take: 0,
      isUsable: card !== null,
    });
  }
  const appliedCents = allocate(cards, dueCents);
  return {
    cards: cards.map((card) => ({
      last4: card.last4,
      appliedCents: card.take,
      remainingCents: card.balance - card.take,
      isUsable: card.isUsable,
    })),
    appliedCents,
    dueAfterCents: dueCents - appliedCents,
  };
}
