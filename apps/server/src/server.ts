/**
 * Process entry: configuration, database and migrations, seed, listen, graceful shutdown.
 * Start-up time is a feature (replicas come and go, deploys roll): the database opens while the
 * application's modules load (PGlite in a worker thread, ADR 017), and nothing that can wait for
 * the first request (the page renderer, the sign-in library, the payment SDK, the mail library,
 * image processing) loads before the server listens.
 * The server listens whether or not its database is there: until the database has been reached,
 * migrated and seeded, liveness answers 200, readiness and every other request 503, and the
 * database work is retried with backoff (a PostgreSQL that starts after the shop, or is down
 * during a deploy, is waited for instead of ending the process).
 */
import type { Config } from './config.ts';
import { embeddedDatabaseDirOf } from './data-dir.ts';
import { markShopRunning } from './lib/shop-running.ts';
import { WorkerPglite } from './db/pglite-worker/client.ts';

// First of all, before any other module loads: the embedded database starts opening in its own
// thread (ADR 017) while this one loads the configuration and the app.
const embeddedDir = embeddedDatabaseDirOf();
const worker = embeddedDir ? new WorkerPglite({ dataDir: embeddedDir }) : undefined;

async function main() {
  const [
    { loadConfig },
    { openDatabase, migrateDatabase },
    { resolveAuthSecret },
    { Readiness, retryWithBackoff },
    { isDatabaseUnavailableError },
  ] = await Promise.all([
    import('./config.ts'),
    import('./db/client.ts'),
    import('./lib/auth-secret.ts'),
    import('./lib/readiness.ts'),
    import('./db/database-unavailable.ts'),
  ]);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Opening connects nothing (the pool connects on first use; PGlite opens in its worker).
  const opening = openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { worker: worker! },
  );
  const [database, { buildApp }] = await Promise.all([opening, import('./app.ts')]);
  // The embedded database is this process's alone: `npm run backup` and `restore` refuse meanwhile.
  const unmarkRunning = config.databaseUrl ? () => undefined : markShopRunning(config.dataDir);
  const readiness = new Readiness({ ready: false });
  let closing = false;
  // Before the app's logger exists: one JSON line like pino's.
  const earlyLog = {
    warn: (obj: object, msg: string) => console.warn(JSON.stringify({ level: 40, msg, ...obj })),
    error: (obj: object, msg: string) => console.error(JSON.stringify({ level: 50, msg, ...obj })),
  };
  const retryOptions = (log: typeof earlyLog) => ({
    log,
    readiness,
    isStopped: () => closing,
    isOutage: isDatabaseUnavailableError,
  });
  // Migrations run while the app builds: building queries no table (the change feed's LISTEN
  // touches none, and retries by itself), and nothing is served or swept before they are done.
  const migrating = retryWithBackoff(
    'migrating the database',
    () => migrateDatabase(database),
    retryOptions(earlyLog),
  );
  migrating.catch(() => undefined);
  const app = await buildApp({
    config,
    database,
    readiness,
    authSecret: resolveAuthSecret(config.authSecret, config.dataDir),
    schemaReady: migrating,
  });

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      unmarkRunning();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  try {
    await migrating;
    const [{ seedIfEmpty }, { bootstrapAdmin }] = await Promise.all([
      import('./seed/seed.ts'),
      import('./modules/accounts/index.ts'),
    ]);
    await retryWithBackoff(
      'seeding the shop',
      async () => {
        await seedIfEmpty(app);
        await bootstrapAdmin(app);
      },
      retryOptions(app.log),
    );
  } catch (error) {
    if (closing) return;
    throw error;
  }
  await readiness.prerequisites();
  readiness.markReady();
  app.log.info(`Shop ready on ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
