/**
 * What the command-line scripts (admin, backup, restore) share: the shop's database opened with
 * the server's configuration and migrated, closed however the command ends; and the run of a
 * command's `main`, whose number is the exit code (an error prints its message and exits 1).
 */
import type { loadConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../src/db/client.ts';

export async function withShopDatabase<T>(
  config: ReturnType<typeof loadConfig>,
  run: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.pgDir },
  );
  try {
    await migrateDatabase(database);
    return await run(database);
  } finally {
    await database.close();
  }
}

export function runScript(main: (argv: string[]) => Promise<number>) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
