/**
 * What the process knows about writes to the data behind public answers, as one number: the
 * generation. A cached answer is valid while the generation it was filled under is current, so a
 * hit costs a comparison, not a database round trip (ADR 015, replacing ADR 008's snapshot check
 * per hit). The generation moves on
 *   - a notification from the watched tables' triggers (db/change-notifications.ts), from this
 *     process or any other on the same database;
 *   - every state-changing request of this process, when it answers, and on PostgreSQL every
 *     statement of this process's pool that is not a SELECT, when it completes (the write is
 *     visible to this process's next read even before its notification comes back);
 *   - losing or regaining the notification channel (anything may have been missed);
 *   - reaching a moment of its schedule: the times ahead at which public answers change with no
 *     write at all (a drop's products go on sale at its release). Every replica loads the
 *     schedule when it goes live and again after each notification, and the generation moves as
 *     soon as it is read at or after such a moment, by the app's clock (lib/clock.ts): no timer,
 *     no sweep, no answer cached before a release is served after it.
 * While the channel is down, or the schedule could not be read, the feed is not live, and
 * caches must not be used at all.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import { CHANGE_CHANNEL } from '../db/change-notifications.ts';
import { now } from './clock.ts';

type FeedLog = {
  warn: (obj: object, message: string) => void;
  info: (obj: object, message: string) => void;
};

/** How often the listening connection proves it is alive (a silently dead socket says nothing). */
const HEARTBEAT_MS = 5_000;
const RECONNECT_MIN_MS = 250;
/** The listening connection's name in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION = 'shop-change-feed';
const RECONNECT_MAX_MS = 5_000;

/** The moments ahead at which public answers change by themselves (loaded from the database). */
export type ScheduleLoader = () => Promise<Date[]>;

/** How soon a failed read of the schedule is tried again (the feed is not live meanwhile). */
const SCHEDULE_RETRY_MS = 1_000;

export class ChangeFeed {
  #generation = 0;
  #isLive = false;
  /** Future moments, ascending, in epoch milliseconds. */
  #schedule: number[] = [];
  #isScheduleKnown = true;
  /** Whether notifications are arriving; while false, nothing may be served from a cache. */
  get isLive() {
    return this.#isLive && this.#isScheduleKnown;
  }

  get generation() {
    const next = this.#schedule[0];
    if (next !== undefined && next <= now().getTime()) this.#passScheduled();
    return this.#generation;
  }

  /** Replaces the schedule with the moments ahead (those already past are ignored). */
  setSchedule(moments: readonly Date[]): void {
    const at = now().getTime();
    this.#schedule = moments
      .map((moment) => moment.getTime())
      .filter((time) => time > at)
      .sort((a, b) => a - b);
    this.#isScheduleKnown = true;
  }

  /** The schedule could not be read: caches stay off until it is. */
  setScheduleUnknown(): void {
    this.bump();
    this.#isScheduleKnown = false;
  }

  #passScheduled() {
    const at = now().getTime();
    while (this.#schedule[0] !== undefined && this.#schedule[0] <= at) this.#schedule.shift();
    this.bump();
  }

  /** Something may have changed: every cached answer is now stale. */
  bump(): void {
    this.#generation++;
  }

  setLive(isLive: boolean): void {
    // Either way, whatever was cached before may have missed a write.
    this.bump();
    this.#isLive = isLive;
  }
}

const feeds = new WeakMap<object, ChangeFeed>();

/** The feed of a database handle's `db`, if one runs (catalog caches look it up by their db). */
export function changeFeedFor(db: object): ChangeFeed | undefined {
  return feeds.get(db);
}

export type RunningFeed = { feed: ChangeFeed; stop: () => Promise<void> };

/** Starts listening; resolves once the feed is live (or, on PostgreSQL, keeps retrying). */
export async function startChangeFeed(
  handle: DatabaseHandle,
  {
    log,
    feed = new ChangeFeed(),
    loadSchedule,
  }: { log: FeedLog; feed?: ChangeFeed; loadSchedule?: ScheduleLoader },
): Promise<RunningFeed> {
  feeds.set(handle.db, feed);
  if (handle.pool) bumpAfterWrites(handle.pool, feed);
  const schedule = loadSchedule ? scheduleReader(feed, loadSchedule, log) : undefined;
  // Not live until the schedule is known: a cache filled before would outlive a release.
  if (schedule) feed.setScheduleUnknown();
  const onChange = () => {
    feed.bump();
    schedule?.refresh();
  };
  const stop =
    handle.kind === 'pglite'
      ? await listenPglite(handle.pglite!, feed, onChange)
      : await listenPostgres(handle.databaseUrl!, feed, log, onChange);
  await schedule?.refresh();
  return {
    feed,
    stop: async () => {
      feeds.delete(handle.db);
      schedule?.stop();
      await stop();
      await schedule?.settled();
    },
  };
}

/**
 * Reads the schedule again after each change, one read at a time: a change during a read asks
 * for one more read after it (the read in flight may predate the write).
 */
function scheduleReader(feed: ChangeFeed, load: ScheduleLoader, log: FeedLog) {
  let running: Promise<void> | null = null;
  let again = false;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;
  let isFailing = false;
  const read = async (): Promise<void> => {
    do {
      again = false;
      try {
        feed.setSchedule(await load());
        isFailing = false;
      } catch (error) {
        if (isStopped) return;
        feed.setScheduleUnknown();
        // Said once per outage (a database still starting fails every retry).
        if (!isFailing) {
          log.warn({ err: { message: (error as Error).message } }, 'release schedule unreadable');
        }
        isFailing = true;
        clearTimeout(retry);
        retry = setTimeout(() => void refresh(), SCHEDULE_RETRY_MS);
        retry.unref();
        return;
      }
    } while (again && !isStopped);
  };
  const refresh = (): Promise<void> => {
    if (isStopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = read().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    refresh,
    stop: () => {
      isStopped = true;
      clearTimeout(retry);
    },
    settled: async () => {
      await running;
    },
  };
}

const READ_ONLY = /^\s*select\b/i;
/**
 * Writes no public answer can show: the analytics buffer's insert every few seconds and its
 * day's salt. Bumping for them would empty this process's caches at every write of the buffer.
 */
const UNSEEN_WRITE = /^\s*insert\s+into\s+"?analytics_(events|salts)\b/i;
const watchedClients = new WeakSet<object>();

/**
 * PGlite delivers notifications before the writing query settles; PostgreSQL a moment after
 * the commit, on another connection. So that this process's own writes made outside a request
 * (a sweep, a script, a test) are seen by its next read too, each pooled connection bumps the
 * generation when a statement other than a SELECT completes (a COMMIT included).
 */
function bumpAfterWrites(pool: pg.Pool, feed: ChangeFeed) {
  pool.on('acquire', (client) => {
    if (watchedClients.has(client)) return;
    watchedClients.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text !== 'string' || READ_ONLY.test(text) || UNSEEN_WRITE.test(text)) {
        return query(...args);
      }
      // pg-pool calls with a callback; drizzle's transactions await a promise.
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          feed.bump();
          return (callback as (...r: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        result.then(
          () => feed.bump(),
          () => feed.bump(),
        );
      }
      return result;
    };
  });
}

/** In-process: PGlite hands notifications to the listener as its queries complete. */
async function listenPglite(client: PGlite, feed: ChangeFeed, onChange: () => void) {
  const unlisten = await client.listen(CHANGE_CHANNEL, onChange);
  feed.setLive(true);
  return async () => {
    feed.setLive(false);
    if (!client.closed) await unlisten();
  };
}

/**
 * One dedicated connection (LISTEN belongs to a session, so not a pooled one). When it fails, or
 * a heartbeat gets no answer, the feed goes not-live at once and reconnects with backoff; it is
 * live again only after LISTEN has succeeded, so nothing written meanwhile is served stale.
 */
async function listenPostgres(
  connectionString: string,
  feed: ChangeFeed,
  log: FeedLog,
  onChange: () => void,
) {
  // Loaded here, not at the top: the embedded database never needs the driver.
  const { Client } = (await import('pg')).default;
  let isStopped = false;
  let client: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;

  const drop = (dead: pg.Client, reason: string) => {
    if (client !== dead) return;
    client = null;
    clearInterval(heartbeat);
    if (feed.isLive) log.warn({ reason }, 'change feed lost; caches off until it is back');
    feed.setLive(false);
    dead.end().catch(() => undefined);
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (isStopped) return;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<boolean> => {
    const candidate = new Client({
      connectionString,
      application_name: CHANGE_FEED_APPLICATION,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: HEARTBEAT_MS,
    });
    candidate.on('error', (error) => drop(candidate, error.message));
    candidate.on('end', () => drop(candidate, 'connection ended'));
    candidate.on('notification', onChange);
    try {
      await candidate.connect();
      await candidate.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      candidate.removeAllListeners('end');
      candidate.end().catch(() => undefined);
      log.warn({ err: { message: (error as Error).message } }, 'change feed cannot listen yet');
      scheduleConnect();
      return false;
    }
    if (isStopped) {
      await candidate.end().catch(() => undefined);
      return false;
    }
    client = candidate;
    delay = RECONNECT_MIN_MS;
    feed.setLive(true);
    // Whatever was written while the channel was down may have moved the schedule too.
    onChange();
    heartbeat = setInterval(() => {
      candidate.query('select 1').catch((error: Error) => {
        drop(candidate, `heartbeat failed: ${error.message}`);
      });
    }, HEARTBEAT_MS);
    heartbeat.unref();
    return true;
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    const last = client;
    client = null;
    feed.setLive(false);
    if (last) {
      last.removeAllListeners('end');
      await last.end().catch(() => undefined);
    }
  };
}
