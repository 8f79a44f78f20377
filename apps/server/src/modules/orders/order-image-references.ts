/**
 * Which image URLs past orders still show: an order item keeps a snapshot of its product's image
 * URL, so the catalog must not delete those files when an image is removed from a product, and
 * the upload sweep must keep them.
 */
import { inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems } from './schema.ts';

export async function findImagesShownByOrders(
  db: Db,
  urls: readonly string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ url: orderItems.productImage })
    .from(orderItems)
    .where(inArray(orderItems.productImage, [...urls]));
  return new Set(rows.flatMap((row) => (row.url ? [row.url] : [])));
}

/** For the upload sweep: every uploaded image URL an order item keeps. */
export async function orderImageTexts(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ url: orderItems.productImage })
    .from(orderItems)
    .where(like(orderItems.productImage, '/uploads/%'));
  return rows.flatMap((row) => (row.url ? [row.url] : []));
}
