/** For the upload sweep: the image of every monthly drop. */
import type { Db } from '../../db/client.ts';
import { monthlyDrops } from './schema.ts';

export async function dropImageTexts(db: Db): Promise<string[]> {
  const rows = await db.select({ text: monthlyDrops.imageUrl }).from(monthlyDrops);
  return rows.map((row) => row.text);
}
