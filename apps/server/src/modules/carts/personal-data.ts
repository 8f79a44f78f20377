/**
 * A signed-in shopper's saved cart (its lines, gift note and personalisation, the gift cards
 * applied): deleted with the account.
 */
import { eq } from 'drizzle-orm';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';
import { carts } from './schema.ts';

export const cartsPersonalData: PersonalDataOwner = {
  module: 'carts',
  holds: {
    carts: {
      lines: 'deleted (lines may carry a name to stitch)',
      gift: 'deleted (the gift note)',
      gift_cards: 'deleted (the gift cards applied; exported by their last four characters only)',
    },
    // A guest's cart belongs to a browser, not an account: it is merged into the account and
    // deleted at sign-in, or deleted by the sweep 30 days after its last change.
    guest_carts: {
      lines: 'not tied to an account; deleted at sign-in or after 30 days idle',
      gift: 'not tied to an account; deleted at sign-in or after 30 days idle',
      gift_cards: 'not tied to an account; merged and deleted at sign-in or after 30 days idle',
    },
  },
  async exportFor(db, { userId }) {
    const [cart] = await db
      .select({
        lines: carts.lines,
        gift: carts.gift,
        changedAt: carts.changedAt,
        remindersOff: carts.remindersOff,
        giftCards: carts.giftCards,
      })
      .from(carts)
      .where(eq(carts.userId, userId));
    if (!cart) return { cart: null };
    // A gift card's code is like cash: the export names each applied card by its last four.
    const { giftCards, ...rest } = cart;
    return { cart: { ...rest, giftCards: giftCards.map((card) => ({ last4: card.last4 })) } };
  },
  async erase(tx, { userId }) {
    await tx.delete(carts).where(eq(carts.userId, userId));
  },
};
