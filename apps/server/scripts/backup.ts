/**
 * `npm run backup [-- --out <folder>]`: writes one backup file (the database and the uploaded
 * images, ADR 020) into DATA_DIR/backups, or the folder given, and prints its path. Uses the
 * same configuration as the server (DATA_DIR or DATABASE_URL, S3_* for the images).
 * On the embedded database it refuses while the shop runs (one process opens its data directory
 * at a time; the shop marks it with shop.pid): stop the shop first, or use the admin dashboard's
 * "Back up now", which backs up through the running shop.
 */
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import {
  authSecretFileOf,
  backupFileName,
  createDiskBackupStore,
  writeBackup,
} from '../src/modules/backups/index.ts';
import { createStorage } from '../src/modules/media/index.ts';
import { refusalWhileShopRuns } from '../src/lib/shop-running.ts';
import { runScript, withShopDatabase } from './script-run.ts';

const USAGE = 'Usage: npm run backup [-- --out <folder>]';

async function main(argv: string[]): Promise<number> {
  const [flag, folder, ...rest] = argv;
  if ((flag !== undefined && (flag !== '--out' || !folder)) || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const running = config.databaseUrl ? null : refusalWhileShopRuns(config.dataDir, 'back up');
  if (running) {
    console.error(running);
    return 1;
  }
  const outDir = folder ? path.resolve(folder) : config.backupsDir;
  return withShopDatabase(config, async (database) => {
    const now = new Date();
    const name = backupFileName(now);
    const store = createDiskBackupStore(outDir);
    let counts = { rows: 0, images: 0 };
    const size = await store.save(name, async (out) => {
      const manifest = await writeBackup(
        {
          db: database.db,
          dbKind: database.kind,
          storage: await createStorage(config),
          authSecretFile: authSecretFileOf(config),
        },
        { out, now },
      );
      counts = {
        rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
        images: manifest.images,
      };
    });
    console.error(
      `Backed up ${counts.rows} rows and ${counts.images} images (${(size / 1024 / 1024).toFixed(1)} MB).`,
    );
    console.error('The file holds personal data and secrets: keep it where only you can read it.');
    console.log(path.join(outDir, name));
    return 0;
  });
}

// Run through npm, a relative DATA_DIR or folder means the folder npm was started in.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
runScript(main);
