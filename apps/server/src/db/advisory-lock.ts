/**
 * Work that must happen once however many replicas run, coordinated through PostgreSQL: a
 * session advisory lock held on one dedicated connection while the task runs (the task itself
 * uses the normal pool and may open its own transactions). On embedded PGlite there is one
 * process by construction, so the task simply runs.
 * The keys are in lock-keys.ts.
 */
import type pg from 'pg';
import type { Db } from './client.ts';

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
