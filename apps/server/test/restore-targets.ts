/**
 * Fresh, empty, migrated databases to restore backups into, each with its own data directory:
 * a PGlite data directory (from the run's migrated template when there is one, which is what
 * migrating would give, only faster) or a new PostgreSQL database on the test server.
 * `cleanup()` closes and removes them all.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createLocalStorage, type Storage } from '../src/modules/media/index.ts';

export type RestoreTarget = {
  kind: 'pglite' | 'postgres';
  handle: DatabaseHandle;
  dataDir: string;
  storage: Storage;
};

export function restoreTargets(root: string) {
  const cleanups: (() => Promise<void>)[] = [];

  async function fresh(kind: 'pglite' | 'postgres'): Promise<RestoreTarget> {
    const dataDir = await fs.mkdtemp(path.join(root, `${kind}-`));
    let handle: DatabaseHandle;
    if (kind === 'pglite') {
      const template = inject('pgliteTemplate');
      handle = await openDatabase({
        pgliteDir: path.join(dataDir, 'pg'),
        ...(template ? { loadDataDir: new Blob([await fs.readFile(template)]) } : {}),
      });
    } else {
      const serverUrl = process.env.DATABASE_URL!;
      const name = `shop_restore_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      handle = await openDatabase({ databaseUrl: url.toString() });
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      });
    }
    cleanups.push(() => handle.close());
    await migrateDatabase(handle);
    return { kind, handle, dataDir, storage: createLocalStorage(path.join(dataDir, 'uploads')) };
  }

  return {
    fresh,
    /** Also runs `extra` (an app to close) before the databases close. */
    onCleanup: (extra: () => Promise<void>) => cleanups.push(extra),
    async cleanup() {
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}
