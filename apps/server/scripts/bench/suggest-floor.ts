/**
 * The floor under search as you type: the database alone running the very statement the shop
 * runs for each typed prefix, from 10 concurrent callers for the same time, with no HTTP, no
 * Fastify and no JSON around it. Embedded, PGlite opens the server's data directory (after the
 * server has stopped) with the same extension; on PostgreSQL a raw `pg` pool of 10 connections
 * asks the same database. Latency at a fixed number of callers is queueing for the database's
 * CPU, so its p95 is the lowest the shop's p95 could be on this machine.
 */
import { performance } from 'node:perf_hooks';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { suggestionStatement } from '../../src/modules/search/index.ts';
import { percentile } from './load-test.ts';
import { SUGGEST_PATHS } from './search-suggest.ts';

export type FloorResult = { queries: number; perSecond: number; p50Ms: number; p95Ms: number };

type Run = (text: string, params: unknown[]) => Promise<unknown>;

/** The statements of every typed prefix the load asks, as SQL text and parameters. */
function statements() {
  const dialect = new PgDialect();
  return SUGGEST_PATHS.map((path) => {
    const query = new URL(path, 'http://x').searchParams.get('q')!.trim();
    const { sql, params } = dialect.sqlToQuery(suggestionStatement(query));
    return { sql, params };
  });
}

async function runCallers(run: Run, connections: number, durationSeconds: number) {
  const list = statements();
  // One pass warms the plans and the caches, as the load's warm-up pass does for the shop.
  for (const { sql, params } of list) await run(sql, params);
  const latencies: number[] = [];
  const endAt = performance.now() + durationSeconds * 1000;
  let next = 0;
  const caller = async () => {
    while (performance.now() < endAt) {
      const { sql, params } = list[next++ % list.length]!;
      const startedAt = performance.now();
      await run(sql, params);
      latencies.push(performance.now() - startedAt);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, caller));
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    queries: latencies.length,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
  };
}

type Load = { connections: number; durationSeconds: number };

/** Opens a database, runs the callers on it and closes it whatever happens. */
async function onDatabase(
  open: () => Promise<{ run: Run; close: () => Promise<unknown> }>,
  { connections, durationSeconds }: Load,
): Promise<FloorResult> {
  const database = await open();
  try {
    return await runCallers(database.run, connections, durationSeconds);
  } finally {
    await database.close();
  }
}

export function suggestFloorOnPglite({ dataDir, ...load }: Load & { dataDir: string }) {
  return onDatabase(async () => {
    const [{ PGlite }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    return { run: (sql, params) => db.query(sql, params), close: () => db.close() };
  }, load);
}

export function suggestFloorOnPostgres({ databaseUrl, ...load }: Load & { databaseUrl: string }) {
  return onDatabase(async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: load.connections });
    return { run: (sql, params) => pool.query(sql, params), close: () => pool.end() };
  }, load);
}
