/**
 * The `pg` pool, set up to outlive its database: a restart, failover or killed connection
 * makes connections fail, never the process. node-postgres emits 'error' on a pool whose idle
 * client died and on a checked-out client whose socket died between queries; an 'error' event
 * without a listener would end the process, so both get one. Broken clients are dropped by the
 * pool (they are no longer queryable) and new ones connect as soon as the server is back.
 */
import pg from 'pg';
import { noteDatabaseTrouble } from './database-unavailable.ts';
import { watchStuckQueries, type WatchdogOptions } from './stuck-query-watchdog.ts';

export type PoolLog = { warn: (obj: object, message: string) => void };

/** A connect attempt during an outage fails fast (503) instead of queueing for minutes. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A query that never answers (a half-open socket after a failover) fails too. */
const QUERY_TIMEOUT_MS = 30_000;

export function createResilientPool(
  connectionString: string,
  {
    log,
    watchdog = { timeoutMs: QUERY_TIMEOUT_MS },
  }: { log?: PoolLog; watchdog?: WatchdogOptions } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // Detects connections silently dropped by a failover or a NAT.
    keepAlive: true,
  });
  const sink = log ?? {
    // Before the app's logger exists (server start), one JSON line like pino's.
    warn: (obj: object, msg: string) => console.warn(JSON.stringify({ level: 40, msg, ...obj })),
  };
  const report = (error: Error) => {
    noteDatabaseTrouble();
    sink.warn(
      { err: { message: error.message } },
      'database connection lost; it is replaced on next use',
    );
  };
  // Not pg's query_timeout: that is a timer per query (stuck-query-watchdog.ts).
  watchStuckQueries(pool, watchdog);
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
  });
  return pool;
}
