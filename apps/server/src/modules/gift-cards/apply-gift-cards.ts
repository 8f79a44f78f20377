/**
 * The gift-card step of an order's total, called by the checkout after discounts (and gift
 * wrap), inside its transaction: the cards are locked in a fixed order (by id, so two checkouts
 * naming the same cards never deadlock), each pays what it can of what is due in the order the
 * shopper applied them, and the money is held on the order (a `reserved` ledger row) until the
 * order is paid (spent) or its checkout closes unpaid (released).
 *
 * What is due first is the items after the discount, plus gift wrap. When the cards cover that
 * and what is left on them also covers the cheapest shipping rate, they pay that rate too and
 * the order needs no card payment at all (the checkout marks it paid at once). Otherwise the
 * shopper pays the rest, shipping included, on the hosted page.
 *
 * A card whose balance is now below what the cart showed it paying (another checkout spent it
 * meanwhile) refuses the whole checkout with "…is short", so a shopper never pays more by card
 * than they saw without being told.
 */
import { inArray, sql } from 'drizzle-orm';
import { formatPrice } from '@shop/shared/money';
import {
  GIFT_CARD_MESSAGES,
  giftCardShort,
  type CheckoutGiftCard,
} from '@shop/shared/schemas/gift-card';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { hashGiftCardCode } from './codes.ts';
import { changeBalance } from './ledger.ts';
import { giftCardHolds, giftCards } from './schema.ts';

export type GiftCardsApplied = {
  /** What the cards pay of the order, shipping included when `coversShipping`. */
  appliedCents: number;
  /** The cards also pay the cheapest rate: nothing is left for a card payment. */
  coversShipping: boolean;
  cards: { last4: string; appliedCents: number }[];
};

export const NO_GIFT_CARDS: GiftCardsApplied = {
  appliedCents: 0,
  coversShipping: false,
  cards: [],
};

type Allocation = { id: string; last4: string; balance: number; take: number; shown?: number };

/** How much each card pays of `dueCents`, in the shopper's order (pure). */
export function allocate<T extends { balance: number; take: number }>(
  cards: T[],
  dueCents: number,
) {
  let left = dueCents;
  for (const card of cards) {
    const take = Math.min(card.balance - card.take, left);
    card.take += take;
    left -= take;
  }
  return dueCents - left;
}

export async function applyGiftCardsToOrder(
  tx: Db,
  {
    orderId,
    cards,
    itemsDueCents,
    cheapestShippingCents,
  }: {
    orderId: string;
    cards: CheckoutGiftCard[];
    /** Items after the discount, plus gift wrap. */
    itemsDueCents: number;
    /** The cheapest offered rate (0 without rates or when shipping is free). */
    cheapestShippingCents: number;
  },
): Promise<GiftCardsApplied> {
  if (cards.length === 0) return NO_GIFT_CARDS;
  const hashes = cards.map((card) => hashGiftCardCode(card.code));
  if (new Set(hashes).size !== hashes.length) {
    throw badRequest(GIFT_CARD_MESSAGES.alreadyApplied, {
      giftCards: GIFT_CARD_MESSAGES.alreadyApplied,
    });
  }
  // Locked in id order; the balances read under the lock are the ones the updates see.
  const rows = await tx
    .select({
      id: giftCards.id,
      codeHash: giftCards.codeHash,
      last4: giftCards.last4,
      status: giftCards.status,
      balance: giftCards.balanceCents,
    })
    .from(giftCards)
    .where(inArray(giftCards.codeHash, hashes))
    .orderBy(giftCards.id)
    .for('update');
  const byHash = new Map(rows.map((row) => [row.codeHash, row]));
  const allocations: Allocation[] = cards.map((card, index) => {
    const row = byHash.get(hashes[index]!);
    if (!row || row.status !== 'active' || row.balance <= 0) {
      throw badRequest(GIFT_CARD_MESSAGES.unusable, { giftCards: GIFT_CARD_MESSAGES.unusable });
    }
    return {
      id: row.id,
      last4: row.last4 ?? '',
      balance: row.balance,
      take: 0,
      shown: card.amountCents,
    };
  });

  allocate(allocations, itemsDueCents);
  for (const card of allocations) {
    // Short: the card now pays less than the cart showed, and less than is due.
    if (card.shown !== undefined && card.take < card.shown && card.take === card.balance) {
      throw conflict(giftCardShort(card.last4, formatPrice(card.balance)), {
        giftCards: giftCardShort(card.last4, formatPrice(card.balance)),
      });
    }
  }
  const itemsPaid = allocations.reduce((sum, card) => sum + card.take, 0);
  const leftOnCards = allocations.reduce((sum, card) => sum + card.balance - card.take, 0);
  const coversShipping = itemsPaid === itemsDueCents && leftOnCards >= cheapestShippingCents;
  if (coversShipping) allocate(allocations, cheapestShippingCents);

  let position = 0;
  for (const card of allocations) {
    if (card.take === 0) continue;
    await tx.insert(giftCardHolds).values({
      giftCardId: card.id,
      orderId,
      amountCents: card.take,
      position: position++,
    });
    const after = await changeBalance(tx, {
      giftCardId: card.id,
      kind: 'reserved',
      amountCents: card.take,
      changeCents: -card.take,
      orderId,
      requireActive: true,
    });
    // Under the row lock this cannot fail; if it ever did, the checkout must not go on.
    if (after === null) throw conflict(giftCardShort(card.last4, formatPrice(card.balance)));
  }
  return {
    appliedCents: allocations.reduce((sum, card) => sum + card.take, 0),
    coversShipping,
    cards: allocations.map((card) => ({ last4: card.last4, appliedCents: card.take })),
  };
}

/** Used by tests and the admin: the sum of a card's ledger, which must equal its balance. */
export async function ledgerSum(db: Db, giftCardId: string): Promise<number> {
  const result = (await db.execute(
    sql`select coalesce(sum(balance_change_cents), 0)::int as total from gift_card_ledger where gift_card_id = ${giftCardId}`,
  )) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}
