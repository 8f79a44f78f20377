/**
 * Counters keyed by account or address (not by IP), kept in the database so every replica and
 * every client IP shares them (OWASP ASVS 5.0 §6.3.1: throttling that a changing IP cannot
 * bypass).
 *   - Failed password or one-time-code sign-ins: the first FREE_FAILURES cost nothing; each
 *     further one locks that way of signing in for an exponentially longer time (30 s, 1 min,
 *     2 min … capped at 15 min). A success clears the count. Magic links and password resets
 *     stay open, so the owner of a locked account can always get in.
 *   - Mails to one address (codes, magic links, resets): at most MAILS_PER_ADDRESS_PER_HOUR.
 * Counts start over once their window (an hour) has passed.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authThrottles } from './schema.ts';

export const FREE_FAILURES = 5;
export const FIRST_LOCK_SECONDS = 30;
export const MAX_LOCK_SECONDS = 15 * 60;
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
const WINDOW = sql`interval '1 hour'`;

export type SignInMethod = 'password' | 'otp';

const keyOf = (kind: SignInMethod | 'mail', email: string) =>
  `${kind}:${email.trim().toLowerCase()}`;

/** Seconds an account must wait before this way of signing in is tried again; 0 when open. */
export async function secondsLocked(
  db: Db,
  { method, email, now = new Date() }: { method: SignInMethod; email: string; now?: Date },
): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(and(eq(authThrottles.key, keyOf(method, email)), gt(authThrottles.lockedUntil, now)))
    .limit(1);
  return row?.lockedUntil ? Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000) : 0;
}

/** The lock after `failures` failures in a row: none, then 30 s doubling up to 15 minutes. */
export function lockSecondsAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_LOCK_SECONDS);
}

/** Counts one event in the key's hourly window, atomically; returns the count so far. */
async function countInWindow(db: Db, key: string): Promise<number> {
  const [row] = await db
    .insert(authThrottles)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        count: sql`case when ${authThrottles.windowStartedAt} < now() - ${WINDOW}
          then 1 else ${authThrottles.count} + 1 end`,
        windowStartedAt: sql`case when ${authThrottles.windowStartedAt} < now() - ${WINDOW}
          then now() else ${authThrottles.windowStartedAt} end`,
      },
    })
    .returning({ count: authThrottles.count });
  return row?.count ?? 1;
}

export async function recordFailedSignIn(
  db: Db,
  { method, email }: { method: SignInMethod; email: string },
): Promise<void> {
  const key = keyOf(method, email);
  const failures = await countInWindow(db, key);
  const seconds = lockSecondsAfter(failures);
  if (seconds > 0) {
    await db
      .update(authThrottles)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${seconds})` })
      .where(eq(authThrottles.key, key));
  }
}

export async function clearFailedSignIns(
  db: Db,
  { method, email }: { method: SignInMethod; email: string },
): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, keyOf(method, email)));
}

/** Counts a mail to `email`; false when the address already had its share this hour. */
export async function takeMailAllowance(db: Db, email: string): Promise<boolean> {
  return (await countInWindow(db, keyOf('mail', email))) <= MAILS_PER_ADDRESS_PER_HOUR;
}
