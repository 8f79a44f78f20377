/**
 * Opens the database: embedded PGlite (a directory, or in memory for tests) by default, a
 * PostgreSQL server through `pg` when a connection string is given. Both speak the same dialect,
 * so the rest of the server sees one `Db` type. Each driver is imported only when chosen:
 * a process never loads (and never pays start-up time for) the one it does not use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { deferWebAssemblyOptimisation, PGLITE_SETTINGS } from './pglite-settings.ts';
import { hasChangeNotifications, installChangeNotifications } from './change-notifications.ts';
import type { WorkerPglite } from './pglite-worker/client.ts';
import type { PoolLog } from './resilient-pool.ts';
import * as schema from './schema.ts';
import { migrationsFolder } from '../paths.ts';
import { LOCK_KEYS } from './lock-keys.ts';

export type Schema = typeof schema;
/**
 * The one database handle type (ADR 013): the database or a transaction inside it (drizzle's
 * transaction is a database too), so a service runs alike on its own or in a caller's transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The underlying PGlite, for tests that snapshot it. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The connection string, for the change feed's own listening connection. */
  databaseUrl?: string;
};

export type OpenDatabaseOptions =
  | { databaseUrl: string; log?: PoolLog }
  | {
      pgliteDir?: string;
      loadDataDir?: Blob | File;
      /**
       * PGlite already opening in a worker thread (ADR 017): the server's start, so that the
       * database opens while the app loads. Tests keep it in-process (snapshots, speed).
       */
      worker?: WorkerPglite;
    };

/** Each PostgreSQL database's pool, for the reads that skip Drizzle's execute (hot-read.ts). */
const pools = new WeakMap<Db, pg.Pool>();

/** The pool behind a PostgreSQL database; none for PGlite or a transaction. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const [{ createResilientPool }, { drizzle: drizzlePg }] = await Promise.all([
      import('./resilient-pool.ts'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = createResilientPool(options.databaseUrl, { log: options.log });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    pools.set(db, pool);
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      pool,
      databaseUrl: options.databaseUrl,
    };
  }
  if (options.worker) {
    const { worker } = options;
    const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
    // Not waiting for it to open: queries wait in the worker's queue until it has (and fail
    // with PGlite's reason if it cannot open), so the caller can build the app meanwhile.
    const client = worker as unknown as PGlite;
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return { db, kind: 'pglite', close: () => worker.close(), pglite: client };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  deferWebAssemblyOptimisation();
  const client = new PGlite({
    dataDir: options.pgliteDir,
    loadDataDir: options.loadDataDir,
    // The catalog's name search index uses trigrams (migration 0001).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), pglite: client };
}

/**
 * Whether the newest migration of the journal is already applied: the common case at start,
 * answered with one query instead of drizzle's migrator (which reads and hashes every file and
 * runs its DDL checks). Any doubt (no table yet, an unreadable journal) says no.
 */
async function isUpToDate(handle: DatabaseHandle): Promise<boolean> {
  try {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    const newest = Math.max(...journal.entries.map((e) => e.when));
    const result = await handle.db.execute(
      sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
    );
    const applied = Number(
      (result as unknown as { rows: { applied: string | null }[] }).rows[0]?.applied,
    );
    return Number.isFinite(applied) && applied >= newest;
  } catch {
    return false;
  }
}

/**
 * Applies pending migrations and (idempotently) the change-notification triggers (ADR 015). On
 * PostgreSQL an advisory lock keeps replicas from racing.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if ((await isUpToDate(handle)) && (await hasChangeNotifications(handle.db))) return;
  if (handle.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as never, { migrationsFolder });
    await installChangeNotifications(handle.db);
    return;
  }
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // One dedicated connection: an advisory lock belongs to the session that took it.
  const connection = await handle.pool!.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [LOCK_KEYS.migrations]);
    await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
    await installChangeNotifications(drizzlePg({ client: connection }) as unknown as Db);
    await connection.query('select pg_advisory_unlock($1)', [LOCK_KEYS.migrations]);
  } finally {
    connection.release();
  }
}
