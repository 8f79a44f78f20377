/**
 * `npm run restore -- <file> [--force]`: restores a backup file (ADR 020) into the shop's
 * database (DATA_DIR or DATABASE_URL) and image storage. The database is migrated first; one
 * that already holds data is refused unless `--force`, which replaces it. Run it with the shop
 * stopped, then start the shop.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { authSecretFileOf, restoreBackup, RestoreRefused } from '../src/modules/backups/index.ts';
import { createStorage } from '../src/modules/media/index.ts';
import { refusalWhileShopRuns } from '../src/lib/shop-running.ts';
import { runScript, withShopDatabase } from './script-run.ts';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

function describeTarget(config: ReturnType<typeof loadConfig>): string {
  if (!config.databaseUrl) return `the data directory ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}

async function main(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const files = argv.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(files[0]!);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) {
    console.error(`No backup file at ${file}`);
    return 1;
  }
  const config = loadConfig();
  const running = config.databaseUrl ? null : refusalWhileShopRuns(config.dataDir, 'restore');
  if (running) {
    console.error(running);
    return 1;
  }
  const input = createReadStream(file);
  try {
    return await withShopDatabase(config, async (database) => {
      const manifest = await restoreBackup(
        {
          db: database.db,
          storage: await createStorage(config),
          authSecretFile: authSecretFileOf(config),
        },
        // The file is unpacked and checked beside the data, not in a small system temp folder.
        {
          input,
          force,
          stagingDir: await fs
            .mkdir(config.dataDir, { recursive: true })
            .then(() => config.dataDir),
        },
      );
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      console.log(
        `Restored the backup of ${manifest.createdAt} (${rows} rows, ${manifest.images} images) into ${describeTarget(config)}.`,
      );
      return 0;
    });
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    input.destroy();
  }
}

// Run through npm, a relative file or DATA_DIR means the folder npm was started in.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
runScript(main);
