/**
 * Process entry: configuration, database and migrations, seed, listen, graceful shutdown.
 * Start-up time is a feature (replicas come and go, deploys roll): the database opens while the
 * application's modules load (PGlite in a worker thread, ADR 017), and nothing that can wait for
 * the first request (the page renderer, the payment SDK, the mail library, image processing)
 * loads before the server listens.
 */
import type { Config } from './config.ts';
import { embeddedDatabaseDirOf } from './data-dir.ts';
import { WorkerPglite } from './db/pglite-worker/client.ts';

// First of all, before any other module loads: the embedded database starts opening in its own
// thread (ADR 017) while this one loads the configuration and the app.
const embeddedDir = embeddedDatabaseDirOf();
const worker = embeddedDir ? new WorkerPglite({ dataDir: embeddedDir }) : undefined;

async function main() {
  const [{ loadConfig }, { openDatabase, migrateDatabase }, { resolveAuthSecret }] =
    await Promise.all([
      import('./config.ts'),
      import('./db/client.ts'),
      import('./lib/auth-secret.ts'),
    ]);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const opening = openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { worker: worker! },
  );
  const [database, { buildApp }] = await Promise.all([opening, import('./app.ts')]);
  // Migrations run while the app builds: building queries no table (the change feed's LISTEN
  // touches none), and nothing is served or swept before both are done (sweeps start onReady).
  const [app] = await Promise.all([
    buildApp({
      config,
      database,
      authSecret: resolveAuthSecret(config.authSecret, config.dataDir),
    }),
    migrateDatabase(database),
  ]);
  const [{ seedIfEmpty }, { bootstrapAdmin }] = await Promise.all([
    import('./db/seed/seed.ts'),
    import('./modules/accounts/index.ts'),
  ]);
  await seedIfEmpty(app);
  await bootstrapAdmin(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Shop ready on ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
