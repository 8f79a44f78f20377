/** The upload sweep's question to this module: which uploaded photos do requests still show. */
import type { Db } from '../../db/client.ts';
import { customOrderPhotos } from './schema.ts';

export async function customOrderImageTexts(db: Db): Promise<string[]> {
  const rows = await db.select({ url: customOrderPhotos.url }).from(customOrderPhotos);
  return rows.map((row) => row.url);
}
