/** Process entry: configuration, database and migrations, seed, listen, graceful shutdown. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { bootstrapAdmin } from './modules/accounts/bootstrap-admin.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.pgDir },
  );
  await migrateDatabase(database);
  const app = await buildApp({
    config,
    database,
    authSecret: resolveAuthSecret(config.authSecret, config.dataDir),
  });
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
