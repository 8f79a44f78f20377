/**
 * Process entry: configuration, database and migrations, seed, listen, graceful shutdown.
 * Start-up time is a feature (replicas come and go, deploys roll): the database opens while the
 * application's modules load, and nothing that can wait for the first request (the page
 * renderer, the payment SDK, the mail library, image processing) loads before the server listens.
 */
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const opening = openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.pgDir },
  );
  const [database, { buildApp }, { migrateDatabase }] = await Promise.all([
    opening,
    import('./app.ts'),
    import('./db/client.ts'),
  ]);
  await migrateDatabase(database);
  const app = await buildApp({
    config,
    database,
    authSecret: resolveAuthSecret(config.authSecret, config.dataDir),
  });
  const [{ seedIfEmpty }, { bootstrapAdmin }] = await Promise.all([
    import('./db/seed/seed.ts'),
    import('./modules/accounts/bootstrap-admin.ts'),
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
