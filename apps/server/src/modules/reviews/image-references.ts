/** For the upload sweep: the photos of every review, in any state, as text. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productReviews } from './schema.ts';

export async function reviewImageTexts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ text: sql<string>`${productReviews.photos}::text` })
    .from(productReviews);
  return rows.map((row) => row.text);
}
