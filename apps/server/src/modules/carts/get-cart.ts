/** The signed-in shopper's cart as kept on the server (empty at version 0 before the first save). */
import { eq } from 'drizzle-orm';
import type { SavedCart } from '@shop/shared/schemas/cart';
import type { Db } from '../../db/client.ts';
import { toSavedCart } from './cart-row.ts';
import { carts } from './schema.ts';

export async function getCart(db: Db, { userId }: { userId: string }): Promise<SavedCart> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId));
  return toSavedCart(row);
}
