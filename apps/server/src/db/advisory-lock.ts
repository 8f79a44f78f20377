/**
 * Work that must happen once however many replicas run, coordinated through PostgreSQL: a
 * session advisory lock held on one dedicated connection while the task runs (the task itself
 * uses the normal pool and may open its own transactions). On embedded PGlite there is one
 * process by construction, so the task simply runs.
 * Keys of the app's advisory locks: migrations 727274, seed 727275, upload sweep 727276,
 * checkout expiry sweep 727277, admin bootstrap 727278, review request sweep 727279 (checkouts
 * use the two-key space 727275).
 */
import type pg from 'pg';
import type { Db } from './client.ts';

export const EXPIRY_SWEEP_LOCK = 727277;
export const ADMIN_BOOTSTRAP_LOCK = 727278;
export const REVIEW_REQUEST_SWEEP_LOCK = 727279;

type LockMode = {
  /** true: wait for the lock (every replica runs the task, one after another); false: skip. */
  wait: boolean;
};

/** Runs `task` under the lock; `undefined` when `wait` is false and another replica holds it. */
export async function withAdvisoryLock<T>(
  db: Db,
  key: number,
  { wait }: LockMode,
  task: () => Promise<T>,
): Promise<T | undefined> {
  const client = (db as { $client?: unknown }).$client;
  if (!isPool(client)) return task();
  const connection = await client.connect();
  try {
    if (wait) {
      await connection.query('select pg_advisory_lock($1)', [key]);
    } else {
      const { rows } = await connection.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [key],
      );
      if (!rows[0]?.locked) return undefined;
    }
    try {
      return await task();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    connection.release();
  }
}

function isPool(client: unknown): client is pg.Pool {
  return (
    typeof client === 'object' && client !== null && 'connect' in client && 'totalCount' in client
  );
}
