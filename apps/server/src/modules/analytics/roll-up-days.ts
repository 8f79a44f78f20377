/**
 * The daily sweep (one replica per round, under a try-lock): finished days are rolled up into
 * counts, raw events older than 30 days are deleted, and salts of past days are deleted, so no
 * visitor hash can be linked to an address again. A day is rolled up once the day after it is
 * over too, so a checkout paid after midnight still counts as the sale it is.
 */
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { now } from '../../lib/clock.ts';
import { aggregateDays } from './aggregate-days.ts';
import { addDays, isoDay } from './days.ts';
import {
  analyticsDailyProducts,
  analyticsDailySources,
  analyticsEvents,
  analyticsRolledDays,
  analyticsSalts,
} from './schema.ts';

export const RAW_EVENTS_KEPT_DAYS = 30;

/** The last day that may be rolled up: the day before yesterday. */
export const lastRollableDay = (today: string) => addDays(today, -2);

export async function rollUpAndSweep(db: Db): Promise<void> {
  const today = isoDay(now());
  const rolled = await db.select({ day: analyticsRolledDays.day }).from(analyticsRolledDays);
  const pending = rowsOf<{ day: string }>(
    await db.execute(
      sql`select distinct ${analyticsEvents.day}::text as day from ${analyticsEvents}
          where ${analyticsEvents.day} <= ${lastRollableDay(today)}::date`,
    ),
  )
    .map((row) => String(row.day).slice(0, 10))
    .filter((day) => !rolled.some((done) => done.day === day));
  for (const day of pending.sort()) await rollUpDay(db, day);

  await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.day, addDays(today, -RAW_EVENTS_KEPT_DAYS)));
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
}

async function rollUpDay(db: Db, day: string) {
  const { sources, products } = await aggregateDays(db, [day]);
  await db.transaction(async (tx) => {
    await tx.delete(analyticsDailySources).where(eq(analyticsDailySources.day, day));
    await tx.delete(analyticsDailyProducts).where(eq(analyticsDailyProducts.day, day));
    if (sources.length) await tx.insert(analyticsDailySources).values(sources);
    if (products.length) await tx.insert(analyticsDailyProducts).values(products);
    await tx.insert(analyticsRolledDays).values({ day }).onConflictDoNothing();
  });
}

/** Days in a range that are already rolled up. */
export async function rolledDaysBetween(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: analyticsRolledDays.day })
    .from(analyticsRolledDays)
    .where(and(gte(analyticsRolledDays.day, from), lte(analyticsRolledDays.day, to)));
  return new Set(rows.map((row) => row.day));
}
