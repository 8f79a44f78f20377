/**
 * A query that never answers (a half-open socket after a failover) fails, and its connection is
 * dropped so the pool connects afresh. One timer looks at the pool's connections every second,
 * where pg's own `query_timeout` armed and cleared a timer for every query: measured on the
 * uncached product read, that timer per query cost about a quarter of the server's CPU, most of
 * it in the garbage collector (ADR 015).
 */
import type pg from 'pg';

/** node-postgres' client as far as the watchdog reads it (stable since pg 8; see its test). */
type WatchedClient = pg.PoolClient & {
  _getActiveQuery?: () => unknown;
  connection?: { stream?: { destroy: (error?: Error) => void } };
};

export type WatchdogOptions = { timeoutMs: number; checkEveryMs?: number };

/** A timeout reads as a connection failure: the request answers 503, as during an outage. */
export class QueryTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(timeoutMs: number) {
    super(`Query read timeout: no answer from the database in ${timeoutMs / 1000} s`);
  }
}

export function watchStuckQueries(
  pool: pg.Pool,
  { timeoutMs, checkEveryMs = 1_000 }: WatchdogOptions,
): void {
  const clients = new Set<WatchedClient>();
  /** The query each connection was running at a check, and since when. */
  const running = new WeakMap<WatchedClient, { query: unknown; since: number }>();
  let timer: NodeJS.Timeout | undefined;

  const check = () => {
    const now = Date.now();
    for (const client of clients) {
      const query = client._getActiveQuery?.() ?? null;
      const seen = running.get(client);
      if (query === null) {
        running.delete(client);
      } else if (seen?.query !== query) {
        running.set(client, { query, since: now });
      } else if (now - seen.since >= timeoutMs) {
        running.delete(client);
        // pg fails the query (and any queued behind it) with this error; the pool drops the
        // broken client.
        client.connection?.stream?.destroy(new QueryTimeoutError(timeoutMs));
      }
    }
  };

  // The timer runs only while the pool holds connections: an ended pool leaves nothing behind.
  pool.on('connect', (client) => {
    clients.add(client as WatchedClient);
    timer ??= setInterval(check, checkEveryMs).unref();
  });
  pool.on('remove', (client) => {
    clients.delete(client as WatchedClient);
    if (clients.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  });
}
