import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { isDatabaseUnavailableError } from '../src/db/database-unavailable.ts';
import { createResilientPool } from '../src/db/resilient-pool.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('a query that never answers (PostgreSQL)', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = createResilientPool(databaseUrl!, {
      log: { warn: () => undefined },
      watchdog: { timeoutMs: 400, checkEveryMs: 100 },
    });
  });
  afterAll(() => pool.end());

  it('fails as an outage once the timeout passes, and the pool carries on', async () => {
    const startedAt = Date.now();
    const error = await pool.query('select pg_sleep(5)').then(
      () => null,
      (e: unknown) => e,
    );
    const elapsed = Date.now() - startedAt;
    expect(error).toMatchObject({ code: 'ETIMEDOUT' });
    expect(isDatabaseUnavailableError(error)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(400);
    expect(elapsed).toBeLessThan(2_000);
    // The stuck connection was dropped; the next query gets a working one.
    const { rows } = await pool.query<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('leaves queries that answer in time alone, however many run', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pool.query<{ n: number }>('select $1::int as n, pg_sleep(0.05)', [i]),
      ),
    );
    expect(answers.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    // Within the timeout, even a query slower than one check interval is not touched.
    await expect(pool.query('select pg_sleep(0.25)')).resolves.toBeDefined();
  });

  it('checks only while the pool holds connections: an ended pool leaves no timer behind', async () => {
    const setSpy = vi.spyOn(globalThis, 'setInterval');
    const clearSpy = vi.spyOn(globalThis, 'clearInterval');
    try {
      const other = createResilientPool(databaseUrl!, {
        log: { warn: () => undefined },
        watchdog: { timeoutMs: 400 },
      });
      expect(setSpy).not.toHaveBeenCalled();
      await Promise.all([other.query('select 1'), other.query('select 2')]);
      expect(setSpy).toHaveBeenCalledTimes(1);
      const timer = setSpy.mock.results[0]!.value as NodeJS.Timeout;
      await other.end();
      // The pool says 'remove' for each connection as it closes.
      await vi.waitFor(() => expect(clearSpy).toHaveBeenCalledWith(timer), { timeout: 2_000 });
    } finally {
      setSpy.mockRestore();
      clearSpy.mockRestore();
    }
  });
});
