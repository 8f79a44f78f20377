/**
 * Restores a backup file into a migrated database and its storage, all or nothing. The whole file
 * is read first into a staging folder and checked (read-backup-file.ts): a damaged file is
 * refused before anything is written, `force` or not. The target must hold no rows: restoring
 * over a shop would silently replace its orders, so that takes `force`. Then in one transaction
 * the tables are emptied, the rows loaded parents first from the staged parts (with the tables'
 * own triggers off: the rows already are what those triggers once computed, such as a product's
 * stock summed from its variants) and sequences moved past the restored ids; the images are
 * written to storage inside that transaction, before it commits, so a failure to write one
 * rolls the rows back and removes the images it had written. A backup from a newer version of
 * the shop (a schema this build does not know) is refused; an older one loads into the newer
 * schema, its new columns taking their defaults.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Storage } from '../media/index.ts';
import { ENTRY, type BackupManifest } from './backup-format.ts';
import { quoteIdent, shopTables, type TableInfo } from './database-tables.ts';
import { readBackupFile, RestoreRefused, type StagedPart } from './read-backup-file.ts';

export { RestoreRefused } from './read-backup-file.ts';

export type RestoreTarget = {
  db: Db;
  storage: Storage;
  /** Where the data directory keeps its signing secret (no AUTH_SECRET set). */
  authSecretFile?: string;
};

const ROWS_PER_INSERT = 500;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Tables holding rows, with their counts, biggest first. */
export async function tablesWithRows(db: Db): Promise<{ name: string; rows: number }[]> {
  const filled: { name: string; rows: number }[] = [];
  for (const table of await shopTables(db)) {
    const [row] = rowsOf<{ rows: number }>(
      await db.execute(sql.raw(`select count(*)::int as rows from ${quoteIdent(table.name)}`)),
    );
    if (row && row.rows > 0) filled.push({ name: table.name, rows: row.rows });
  }
  return filled.sort((a, b) => b.rows - a.rows);
}

/** The staged part's lines, ROWS_PER_INSERT at a time. */
async function* batchesOf(file: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === ROWS_PER_INSERT) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

async function insertRows(tx: Db, table: TableInfo, file: string) {
  const writable = new Set(table.columns);
  for await (const lines of batchesOf(file)) {
    const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // The backup's columns that this schema has (an older backup lacks newer columns).
    const present = new Set(rows.flatMap((row) => Object.keys(row)));
    const columns = table.columns.filter((c) => present.has(c) && writable.has(c));
    if (columns.length === 0) continue;
    const list = columns.map(quoteIdent).join(', ');
    const name = quoteIdent(table.name);
    await tx.execute(
      sql`${sql.raw(`insert into ${name} (${list})${table.hasIdentity ? ' overriding system value' : ''} select ${list} from json_populate_recordset(null::${name}, `)}${JSON.stringify(rows)}${sql.raw('::json)')}`,
    );
  }
}

async function resetSequences(tx: Db, tables: TableInfo[]) {
  for (const table of tables) {
    for (const column of table.sequenced) {
      const name = quoteIdent(table.name);
      const col = quoteIdent(column);
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${name.replace(/'/g, "''")}', '${column.replace(/'/g, "''")}'), coalesce(max(${col}), 0) + 1, false) from ${name}`,
        ),
      );
    }
  }
}

async function refuseFilledTarget(db: Db) {
  const filled = await tablesWithRows(db);
  if (filled.length === 0) return;
  const sample = filled
    .slice(0, 3)
    .map((t) => `${t.name}: ${t.rows}`)
    .join(', ');
  throw new RestoreRefused(
    `The target is not empty (${sample}${filled.length > 3 ? ', …' : ''}). Restoring would replace the shop's data: run it again with --force to replace it.`,
  );
}

/** Writes the staged images; on a failure removes the ones it added, then fails. */
async function putImages(storage: Storage, images: [string, StagedPart][]) {
  const added: string[] = [];
  try {
    for (const [name, part] of images) {
      const key = name.slice(ENTRY.uploadPrefix.length);
      const existed = (await storage.read(key)) !== null;
      const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
      await storage.put(key, await fs.readFile(part.file), type ?? 'application/octet-stream');
      if (!existed) added.push(key);
    }
  } catch (error) {
    for (const key of added) await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Loads the backup read from `input` into `target`; answers the manifest. The whole file is read
 * and checked first, into `stagingDir` (a new folder under the system's temporary folder unless
 * given; removed afterwards). Refuses (RestoreRefused) a damaged file, and a target that holds
 * rows unless `force`, which replaces them.
 */
export async function restoreBackup(
  target: RestoreTarget,
  { input, force = false, stagingDir }: { input: Readable; force?: boolean; stagingDir?: string },
): Promise<BackupManifest> {
  const staging = await fs.mkdtemp(path.join(stagingDir ?? os.tmpdir(), 'shop-restore-'));
  try {
    // A damaged file is said first: it is refused whatever the target holds.
    const { manifest, parts } = await readBackupFile(input, staging);
    if (!force) await refuseFilledTarget(target.db);
    const images = [...parts].filter(([name]) => name.startsWith(ENTRY.uploadPrefix));
    await target.db.transaction(async (tx) => {
      if (!force) await refuseFilledTarget(tx);
      const tables = await shopTables(tx);
      const names = tables.map((t) => quoteIdent(t.name)).join(', ');
      await tx.execute(sql.raw(`truncate table ${names} restart identity cascade`));
      for (const table of tables) {
        await tx.execute(sql.raw(`alter table ${quoteIdent(table.name)} disable trigger user`));
      }
      for (const table of tables) {
        // A table the backup predates stays empty; one this version no longer has is skipped.
        const part = parts.get(`${ENTRY.tablePrefix}${table.name}.jsonl`);
        if (part) await insertRows(tx, table, part.file);
      }
      for (const table of tables) {
        await tx.execute(sql.raw(`alter table ${quoteIdent(table.name)} enable trigger user`));
      }
      await resetSequences(tx, tables);
      await putImages(target.storage, images);
    });
    const secret = parts.get(ENTRY.authSecret);
    if (secret && target.authSecretFile) {
      await fs.mkdir(path.dirname(target.authSecretFile), { recursive: true });
      await fs.copyFile(secret.file, target.authSecretFile);
      await fs.chmod(target.authSecretFile, 0o600);
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
