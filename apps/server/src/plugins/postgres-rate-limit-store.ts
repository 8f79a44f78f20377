/**
 * A @fastify/rate-limit store in PostgreSQL, so that a limit holds across replicas: a client
 * spreading requests over N replicas gets the same budget as on one. One upsert per limited
 * request, only on the routes that declare a limit (forms, uploads, checkout), never on reads.
 * Counting is a fixed window per key, like the plugin's in-memory store.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result: Result | null) => void;
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** Expired rows are deleted this often (by whichever replica gets there). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export function createPostgresRateLimitStore(db: Db) {
  let lastPrune = Date.now();
  const prune = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    db.execute(sql`delete from request_rate_limits where resets_at < now()`).catch(() => {
      // Nothing to do: the next prune tries again.
    });
  };

  return class PostgresRateLimitStore {
    readonly prefix: string;
    constructor(_options: unknown, prefix = 'global:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      prune();
      db.execute(
        sql`insert into request_rate_limits as r (key, hits, resets_at)
            values (${this.prefix + key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
            on conflict (key) do update set
              hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
              resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
            returning hits, ceil(extract(epoch from r.resets_at - now()) * 1000)::int as ttl`,
      ).then(
        (result) => {
          const row = rowsOf<{ hits: number; ttl: number }>(result)[0]!;
          callback(null, { current: row.hits, ttl: Math.max(0, row.ttl) });
        },
        (error: Error) => callback(error, null),
      );
    }

    read(key: string, callback: Callback) {
      db.execute(
        sql`select hits, ceil(extract(epoch from resets_at - now()) * 1000)::int as ttl
            from request_rate_limits where key = ${this.prefix + key} and resets_at > now()`,
      ).then(
        (result) => {
          const row = rowsOf<{ hits: number; ttl: number }>(result)[0];
          callback(null, row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 });
        },
        (error: Error) => callback(error, null),
      );
    }

    /** Each limited route counts on its own, as with the in-memory store. */
    child(routeOptions: RouteOptions) {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new PostgresRateLimitStore(routeOptions, `${String(method)} ${url}:`);
    }
  };
}
