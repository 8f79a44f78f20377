/**
 * Restores a backup file into a migrated database and its storage. The target must hold no
 * rows: restoring over a shop would silently replace its orders, so that takes `force`. In one
 * transaction the tables are emptied, the rows loaded parents first (with the tables' own
 * triggers off: the rows already are what those triggers once computed, such as a product's
 * stock summed from its variants), and sequences moved past the restored ids; the images are
 * written to storage after it commits. A backup from a newer version of the shop (a schema
 * this build does not know) is refused; an older one loads into the newer schema, its new
 * columns taking their defaults.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Storage } from '../media/index.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  ENTRY,
  newestMigration,
  type BackupManifest,
} from './backup-format.ts';
import { quoteIdent, shopTables, type TableInfo } from './database-tables.ts';
import { readTarGz, type TarEntry } from './tar.ts';

export type RestoreTarget = {
  db: Db;
  storage: Storage;
  /** Where the data directory keeps its signing secret (no AUTH_SECRET set). */
  authSecretFile?: string;
};

/** A refusal with a message for the person restoring (the target holds data, a bad file). */
export class RestoreRefused extends Error {}

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

function parseManifest(entry: TarEntry | undefined): BackupManifest {
  let manifest: Partial<BackupManifest> | null = null;
  if (entry?.name === ENTRY.manifest) {
    try {
      manifest = JSON.parse(entry.bytes.toString('utf8')) as Partial<BackupManifest>;
    } catch {
      manifest = null;
    }
  }
  if (manifest?.format !== BACKUP_FORMAT || !manifest.migration) {
    throw new RestoreRefused('Not a backup file of this shop: it has no backup manifest.');
  }
  if (manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(
      `This backup is in format version ${manifest.version}; this version of the shop reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const known = newestMigration();
  if (manifest.migration.when > known.when) {
    throw new RestoreRefused(
      `This backup comes from a newer version of the shop (schema ${manifest.migration.tag}; this one knows up to ${known.tag}). Update the shop, then restore.`,
    );
  }
  return manifest as BackupManifest;
}

async function insertRows(tx: Db, table: TableInfo, lines: string[]) {
  const writable = new Set(table.columns);
  for (let start = 0; start < lines.length; start += ROWS_PER_INSERT) {
    const rows = lines
      .slice(start, start + ROWS_PER_INSERT)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
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

/**
 * Loads the backup read from `input` into `target`; answers the manifest. Refuses (RestoreRefused)
 * a target that holds rows unless `force`, which replaces them.
 */
export async function restoreBackup(
  target: RestoreTarget,
  { input, force = false }: { input: Readable; force?: boolean },
): Promise<BackupManifest> {
  const entries = readTarGz(input)[Symbol.asyncIterator]();
  const next = async () => {
    const result = await entries.next();
    return result.done ? undefined : result.value;
  };
  try {
    const manifest = parseManifest(await next());
    if (!force) {
      const filled = await tablesWithRows(target.db);
      if (filled.length > 0) {
        const sample = filled
          .slice(0, 3)
          .map((t) => `${t.name}: ${t.rows}`)
          .join(', ');
        throw new RestoreRefused(
          `The target is not empty (${sample}${filled.length > 3 ? ', …' : ''}). Restoring would replace the shop's data: run it again with --force to replace it.`,
        );
      }
    }
    let entry = await next();
    await target.db.transaction(async (tx) => {
      const tables = await shopTables(tx);
      const byName = new Map(tables.map((t) => [t.name, t]));
      const names = tables.map((t) => quoteIdent(t.name)).join(', ');
      await tx.execute(sql.raw(`truncate table ${names} restart identity cascade`));
      for (const table of tables) {
        await tx.execute(sql.raw(`alter table ${quoteIdent(table.name)} disable trigger user`));
      }
      for (; entry?.name.startsWith(ENTRY.tablePrefix) || entry?.name === ENTRY.readme;) {
        const tableName = entry.name.slice(ENTRY.tablePrefix.length).replace(/\.jsonl$/, '');
        const table = byName.get(tableName);
        // A table this version no longer has: its rows have nowhere to go.
        if (entry.name !== ENTRY.readme && table) {
          const lines = entry.bytes.toString('utf8').split('\n').filter(Boolean);
          await insertRows(tx, table, lines);
        }
        entry = await next();
      }
      for (const table of tables) {
        await tx.execute(sql.raw(`alter table ${quoteIdent(table.name)} enable trigger user`));
      }
      await resetSequences(tx, tables);
    });
    for (; entry; entry = await next()) {
      if (entry.name === ENTRY.authSecret) {
        if (target.authSecretFile) {
          await fs.mkdir(path.dirname(target.authSecretFile), { recursive: true });
          await fs.writeFile(target.authSecretFile, entry.bytes, { mode: 0o600 });
        }
      } else if (entry.name.startsWith(ENTRY.uploadPrefix)) {
        const key = entry.name.slice(ENTRY.uploadPrefix.length);
        const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
        await target.storage.put(key, entry.bytes, type ?? 'application/octet-stream');
      }
    }
    return manifest;
  } finally {
    await entries.return?.(undefined);
  }
}
