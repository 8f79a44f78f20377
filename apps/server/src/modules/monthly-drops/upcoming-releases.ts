/**
 * The release moments of drops still ahead. Pages show a drop as upcoming (countdown, "Notify me
 * at launch") or released by the server's clock, so a cached home page must end at a release
 * even when the drop holds no product (whose launch moment would end it anyway): the change
 * feed's schedule takes these beside the products' launches.
 */
import { sql } from 'drizzle-orm';
import { monthlyDrops } from './schema.ts';
import { now } from '../../lib/clock.ts';
import type { Db } from '../../db/client.ts';

export async function upcomingDropReleases(db: Db): Promise<Date[]> {
  const result = (await db.execute(
    sql`select ${monthlyDrops.releaseAt} as at from ${monthlyDrops}
        where ${monthlyDrops.releaseAt} > ${now().toISOString()}::timestamptz
        order by 1 limit 1000`,
  )) as unknown as { rows: { at: Date | string }[] };
  return result.rows.map((row) => new Date(row.at));
}
