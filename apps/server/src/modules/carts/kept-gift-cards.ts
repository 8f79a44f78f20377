/**
 * The gift cards applied in a cart, kept on its row (a guest's or a shopper's) in the order
 * applied, so the cart page, the app in any tab and Proceed to Checkout all see the same cards.
 *
 * - Apply checks the code through the gift-cards module's public face (its one refusal for any
 *   unusable code, its miss count and lock): the check runs outside the cart's transaction, so
 *   a miss is counted even though the Apply is refused. At most MAX_GIFT_CARDS_PER_ORDER cards,
 *   each once.
 * - A code is like cash: it is kept here (the checkout needs it) and nowhere the browser sees.
 *   The cart names each card by a random id of its own and shows its last four characters.
 * - Applying or removing a card does not change the cart's version (its lines and gift choice).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  GIFT_CARD_MESSAGES,
  MAX_GIFT_CARDS_PER_ORDER,
  normalizeGiftCardCode,
  type CheckoutGiftCard,
} from '@shop/shared/schemas/gift-card';
import {
  giftCardAppliedText,
  giftCardRemovedText,
  type CartGiftCards,
  type CartGiftCardsQuote,
} from '@shop/shared/schemas/cart-gift-cards';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { giftCardBalance, previewCheckedGiftCards, type CheckerKeys } from '../gift-cards/index.ts';
import { lockOwnerCart, readOwnerCart, type CartOwner } from './cart-row.ts';
import { carts, guestCarts } from './schema.ts';

export type KeptGiftCard = { id: string; code: string; last4: string };

/** The one field a gift card's refusal is shown under, in the API and on the form. */
const refusal = (message: string) => badRequest(message, { giftCardCode: message });

export const GIFT_CARD_GONE =
  'That gift card is no longer applied to your cart. Please check your cart and try again.';

/** What the browser may see of the kept cards. */
export const publicCards = (kept: KeptGiftCard[]) => kept.map(({ id, last4 }) => ({ id, last4 }));

function refuseAnother(kept: KeptGiftCard[], code: string) {
  if (kept.some((card) => card.code === code)) throw refusal(GIFT_CARD_MESSAGES.alreadyApplied);
  if (kept.length >= MAX_GIFT_CARDS_PER_ORDER) throw refusal(GIFT_CARD_MESSAGES.tooMany);
}

export async function writeGiftCards(tx: Db, owner: CartOwner, giftCards: KeptGiftCard[]) {
  if ('userId' in owner) {
    await tx.update(carts).set({ giftCards }).where(eq(carts.userId, owner.userId));
  } else {
    await tx.update(guestCarts).set({ giftCards }).where(eq(guestCarts.id, owner.guestId));
  }
}

export async function applyCartGiftCard(
  db: Db,
  owner: CartOwner,
  keys: CheckerKeys,
  typed: string,
): Promise<CartGiftCards> {
  const code = normalizeGiftCardCode(typed);
  refuseAnother((await readOwnerCart(db, owner))?.giftCards ?? [], code);
  let last4: string;
  try {
    ({ last4 } = await giftCardBalance(db, keys, code));
  } catch (error) {
    // The gift-cards module's refusal (unusable, locked), under the cart's field.
    if (error instanceof AppError && error.statusCode === 400) {
      throw refusal(error.message);
    }
    throw error;
  }
  return db.transaction(async (tx) => {
    const row = await lockOwnerCart(tx, owner);
    refuseAnother(row.giftCards, code);
    const giftCards = [...row.giftCards, { id: randomUUID(), code, last4 }];
    await writeGiftCards(tx, owner, giftCards);
    return { cards: publicCards(giftCards), notice: giftCardAppliedText(last4) };
  });
}

/** Removing a card already gone (another tab removed it) leaves the cart as it is. */
export async function removeCartGiftCard(
  db: Db,
  owner: CartOwner,
  id: string,
): Promise<CartGiftCards> {
  return db.transaction(async (tx) => {
    const row = await lockOwnerCart(tx, owner);
    const removed = row.giftCards.find((card) => card.id === id);
    const giftCards = row.giftCards.filter((card) => card.id !== id);
    if (removed) await writeGiftCards(tx, owner, giftCards);
    return {
      cards: publicCards(giftCards),
      ...(removed ? { notice: giftCardRemovedText(removed.last4) } : {}),
    };
  });
}

/** What the kept cards pay of `dueCents` (the cart's total), as the cart shows it. */
export async function quoteKeptGiftCards(
  db: Db,
  kept: KeptGiftCard[],
  dueCents: number,
): Promise<CartGiftCardsQuote> {
  if (kept.length === 0) return { cards: [], appliedCents: 0, dueAfterCents: dueCents };
  const preview = await previewCheckedGiftCards(db, {
    codes: kept.map((card) => card.code),
    dueCents,
  });
  return {
    ...preview,
    cards: kept.map((card, index) => ({ ...preview.cards[index]!, id: card.id })),
  };
}

/**
 * The checkout's cards: the kept cards the cart showed paying something, in the order applied,
 * each with the amount shown (a card now paying less refuses the checkout, see the gift-cards
 * module). A card the page named that is no longer kept refuses, so nobody pays by card what
 * they thought a gift card paid.
 */
export function checkoutGiftCards(
  kept: KeptGiftCard[],
  shown: { id: string; amountCents?: number | undefined }[],
): CheckoutGiftCard[] {
  const paying = shown.filter((card) => card.amountCents === undefined || card.amountCents > 0);
  for (const card of paying) {
    if (!kept.some((k) => k.id === card.id)) {
      throw conflict(GIFT_CARD_GONE, { giftCards: GIFT_CARD_GONE });
    }
  }
  return kept.flatMap((card) => {
    const named = paying.find((s) => s.id === card.id);
    if (!named) return [];
    return [
      {
        code: card.code,
        ...(named.amountCents !== undefined ? { amountCents: named.amountCents } : {}),
      },
    ];
  });
}

/** Sign-in: the guest's cards after the account's, each once, at most the limit. */
export function mergeKeptGiftCards(account: KeptGiftCard[], guest: KeptGiftCard[]) {
  const merged = [...account];
  for (const card of guest) {
    if (merged.some((k) => k.code === card.code)) continue;
    merged.push(card);
  }
  return merged.slice(0, MAX_GIFT_CARDS_PER_ORDER);
}
