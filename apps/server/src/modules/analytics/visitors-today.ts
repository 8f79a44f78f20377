/** The dashboard's "Visitors today": distinct visitor hashes of today's events, written so far. */
import { countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { isoDay } from './days.ts';
import { analyticsEvents } from './schema.ts';

export async function countVisitorsToday(db: Db): Promise<number> {
  const [row] = await db
    .select({ visitors: countDistinct(analyticsEvents.visitor) })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.day, isoDay(now())));
  return row?.visitors ?? 0;
}
