/** The shopper's "Cart reminders" choice (on unless they turned it off, here or by the mail's link). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carts } from './schema.ts';

export async function getCartReminders(
  db: Db,
  { userId }: { userId: string },
): Promise<{ isEnabled: boolean }> {
  const [row] = await db
    .select({ remindersOff: carts.remindersOff })
    .from(carts)
    .where(eq(carts.userId, userId));
  return { isEnabled: !row?.remindersOff };
}

export async function setCartReminders(
  db: Db,
  { userId, isEnabled }: { userId: string; isEnabled: boolean },
): Promise<{ isEnabled: boolean }> {
  await db
    .insert(carts)
    .values({ userId, remindersOff: !isEnabled })
    .onConflictDoUpdate({ target: carts.userId, set: { remindersOff: !isEnabled } });
  return { isEnabled };
}
