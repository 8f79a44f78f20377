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
