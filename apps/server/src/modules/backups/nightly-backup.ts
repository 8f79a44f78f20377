/**
 * The nightly backup of the running shop: an hourly check (one replica per round) takes a
 * backup at 3 at night, server time, when none was taken in the last 20 hours, and also at any
 * hour once the last nightly one is more than a day old (the shop was down at 3, or it is new).
 */
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { backupRuns } from './schema.ts';

export const NIGHTLY_BACKUP_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
export const NIGHTLY_CHECK_EVERY_MS = HOUR_MS;

export function isNightlyBackupDue({
  lastNightlyAt,
  now,
}: {
  lastNightlyAt: Date | null;
  now: Date;
}): boolean {
  if (!lastNightlyAt) return true;
  const sinceMs = now.getTime() - lastNightlyAt.getTime();
  if (sinceMs >= 26 * HOUR_MS) return true;
  return sinceMs >= 20 * HOUR_MS && now.getHours() === NIGHTLY_BACKUP_HOUR;
}

export async function lastNightlyBackupAt(ctx: Pick<AppContext, 'db'>): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ startedAt: backupRuns.startedAt })
    .from(backupRuns)
    .where(eq(backupRuns.trigger, 'nightly'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}
