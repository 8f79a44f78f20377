/** For the upload sweep: the image records of every product, live or deleted, as text. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';

export async function productImageTexts(db: Db): Promise<string[]> {
  const rows = await db.select({ text: sql<string>`${products.images}::text` }).from(products);
  return rows.map((row) => row.text);
}
