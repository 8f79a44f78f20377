/**
 * Writes one backup file (backup-format.ts) into a stream. Every table is read inside one
 * read-only REPEATABLE READ transaction: one snapshot of the whole database, so a backup taken
 * while checkouts run holds each checkout entirely or not at all (the stock taken off a product
 * and the order that reserved it). Images come from the storage port (disk or bucket) afterwards:
 * their keys are never reused, so an image a row of the snapshot names is there to read.
 */
import fs from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { STORED_IMAGE_FOLDERS, type Storage } from '../media/index.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupReadme,
  ENTRY,
  newestMigration,
  type BackupManifest,
} from './backup-format.ts';
import { quoteIdent, shopTables } from './database-tables.ts';
import { TarGzWriter } from './tar.ts';

export type BackupSource = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  storage: Storage;
  /** The data directory's signing-secret file, when the shop uses one (no AUTH_SECRET set). */
  authSecretFile?: string;
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every table's rows as JSON lines, from one snapshot. */
async function snapshotTables(db: Db) {
  return db.transaction(
    async (tx) => {
      const tables = await shopTables(tx);
      const dumped: { name: string; rows: number; jsonl: Buffer }[] = [];
      for (const table of tables) {
        const rows = rowsOf<{ row: string }>(
          await tx.execute(
            sql.raw(`select row_to_json(t)::text as row from ${quoteIdent(table.name)} t`),
          ),
        );
        const jsonl = rows.map((r) => `${r.row}\n`).join('');
        dumped.push({ name: table.name, rows: rows.length, jsonl: Buffer.from(jsonl, 'utf8') });
      }
      return dumped;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Writes the backup into `out` (a file, an upload) and answers its manifest. */
export async function writeBackup(
  source: BackupSource,
  { out, now = new Date() }: { out: Writable; now?: Date },
): Promise<BackupManifest> {
  const tables = await snapshotTables(source.db);
  const imageKeys: string[] = [];
  for (const folder of STORED_IMAGE_FOLDERS) {
    for (const object of await source.storage.list(folder)) imageKeys.push(object.key);
  }
  const authSecret = source.authSecretFile
    ? await fs.readFile(source.authSecretFile).catch(() => null)
    : null;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: now.toISOString(),
    source: source.dbKind,
    migration: newestMigration(),
    tables: tables.map(({ name, rows }) => ({ name, rows })),
    images: imageKeys.length,
  };
  const tar = new TarGzWriter(out);
  await tar.add(ENTRY.manifest, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), now);
  await tar.add(ENTRY.readme, Buffer.from(backupReadme(manifest)), now);
  for (const table of tables) {
    await tar.add(`${ENTRY.tablePrefix}${table.name}.jsonl`, table.jsonl, now);
  }
  if (authSecret) await tar.add(ENTRY.authSecret, authSecret, now);
  for (const key of imageKeys) {
    const object = await source.storage.read(key);
    // Removed since it was listed (the sweep of unused uploads): nothing refers to it.
    if (!object) continue;
    await tar.add(`${ENTRY.uploadPrefix}${key}`, await readAll(object.body), now);
  }
  await tar.finish();
  return manifest;
}
