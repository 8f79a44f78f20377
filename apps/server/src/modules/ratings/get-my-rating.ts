/** The caller's own rating of a product, or null when they have not rated it. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productRatings } from './schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { getProduct } from '../catalog/index.ts';

export async function getMyRating(
  db: Db,
  { userId, productId }: { userId: string; productId: string },
): Promise<number | null> {
  if (!(await getProduct(db, productId))) throw notFound('Product not found');
  const [row] = await db
    .select({ rating: productRatings.rating })
    .from(productRatings)
    .where(and(eq(productRatings.productId, productId), eq(productRatings.userId, userId)));
  return row?.rating ?? null;
}
