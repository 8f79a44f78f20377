/** A signed-in shopper's saved cart (its lines, gift note and personalisation): deleted with the account. */
import { eq } from 'drizzle-orm';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';
import { carts } from './schema.ts';

export const cartsPersonalData: PersonalDataOwner = {
  module: 'carts',
  holds: {
    carts: {
      lines: 'deleted (lines may carry a name to stitch)',
      gift: 'deleted (the gift note)',
    },
    // A guest's cart belongs to a browser, not an account: it is merged into the account and
    // deleted at sign-in, or deleted by the sweep 30 days after its last change.
    guest_carts: {
      lines: 'not tied to an account; deleted at sign-in or after 30 days idle',
      gift: 'not tied to an account; deleted at sign-in or after 30 days idle',
    },
  },
  async exportFor(db, { userId }) {
    const [cart] = await db
      .select({
        lines: carts.lines,
        gift: carts.gift,
        changedAt: carts.changedAt,
        remindersOff: carts.remindersOff,
      })
      .from(carts)
      .where(eq(carts.userId, userId));
    return { cart: cart ?? null };
  },
  async erase(tx, { userId }) {
    await tx.delete(carts).where(eq(carts.userId, userId));
  },
};
