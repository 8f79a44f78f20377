/**
 * Does the database answer right now? For the readiness probe, and for telling a 503 outage
 * from a 500 bug when a library (better-auth) wraps the driver's error and drops its cause.
 * Bounded in time: a half-open connection must not hang the probe.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

const PING_TIMEOUT_MS = 2_000;

export async function pingDatabase(db: Db, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
