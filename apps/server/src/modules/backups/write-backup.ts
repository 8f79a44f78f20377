/**
 * Writes one backup file (backup-format.ts) into a stream, as a gzipped tar (tar-stream), part by
 * part: each table is read in pages and written to a temporary file (the tar header needs its
 * size), then copied into the archive, so memory holds one page of rows, never the database.
 * Every table is read inside one read-only REPEATABLE READ transaction: one snapshot of the
 * whole database, so a backup taken while checkouts run holds each checkout entirely or not at
 * all. Images come from the storage port (disk or bucket) afterwards: their keys are never
 * reused, so an image a row of the snapshot names is there to read. Each part's size and
 * SHA-256 go into the manifest, written last.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { STORED_IMAGE_FOLDERS, type Storage } from '../media/index.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupReadme,
  ENTRY,
  newestMigration,
  type BackupHeader,
  type BackupManifest,
  type BackupPart,
} from './backup-format.ts';
import { quoteIdent, shopTables } from './database-tables.ts';

export type BackupSource = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  storage: Storage;
  /** The data directory's signing-secret file, when the shop uses one (no AUTH_SECRET set). */
  authSecretFile?: string;
};

const ROWS_PER_PAGE = 1000;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The archive being written: each part's bytes, size and checksum go in, in order. */
function archiveInto(out: Writable, mtime: Date) {
  const pack = tar.pack();
  // The destination's own error (ENOSPC) is the reason, before what it does to the streams upstream.
  let outError: unknown = null;
  out.once('error', (error) => (outError ??= error));
  const done = pipeline(pack, zlib.createGzip(), out);
  // A failure downstream (a full disk) fails the write under way instead of leaving it waiting.
  const failed = new Promise<never>((_, reject) => done.catch(reject));
  failed.catch(() => pack.destroy());
  // The pipeline's failure is the reason (ENOSPC), not the "destroyed" of a write cut short by it.
  const guarded = <T>(write: Promise<T>) =>
    Promise.race([write, failed]).catch(async (error: unknown) => {
      const reason = await done.then(
        () => error,
        (failure: unknown) => failure,
      );
      throw outError ?? reason;
    });
  const parts: BackupPart[] = [];

  const addBytes = async (name: string, bytes: Buffer, { listed = true } = {}) => {
    await guarded(
      new Promise<void>((resolve, reject) =>
        pack.entry({ name, size: bytes.length, mtime, mode: 0o600 }, bytes, (error) =>
          error ? reject(error) : resolve(),
        ),
      ),
    );
    if (listed) parts.push({ name, size: bytes.length, sha256: sha256(bytes) });
  };

  const addFile = async (name: string, file: string, size: number, digest: string) => {
    const entry = pack.entry({ name, size, mtime, mode: 0o600 });
    await guarded(pipeline(createReadStream(file), entry));
    parts.push({ name, size, sha256: digest });
  };

  return {
    parts,
    addBytes,
    addFile,
    async finish() {
      pack.finalize();
      await guarded(done);
    },
    /** Stops the archive after `error`; answers the error to report (the destination's first). */
    async abort(error: unknown) {
      pack.destroy(error as Error);
      await done.catch(() => undefined);
      return outError ?? error;
    },
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** One table's rows as JSON lines in `file`, read a page at a time; answers the count, size and SHA-256. */
async function dumpTable(tx: Db, table: string, file: string) {
  const out = createWriteStream(file, { mode: 0o600 });
  const hash = createHash('sha256');
  let rows = 0;
  let size = 0;
  try {
    for (let offset = 0; ; offset += ROWS_PER_PAGE) {
      const page = rowsOf<{ row: string }>(
        await tx.execute(
          sql.raw(
            `select row_to_json(t)::text as row from ${quoteIdent(table)} t order by ctid limit ${ROWS_PER_PAGE} offset ${offset}`,
          ),
        ),
      );
      if (page.length === 0) break;
      const chunk = Buffer.from(page.map((r) => `${r.row}\n`).join(''), 'utf8');
      hash.update(chunk);
      size += chunk.length;
      rows += page.length;
      if (!out.write(chunk)) await once(out, 'drain');
      if (page.length < ROWS_PER_PAGE) break;
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return { rows, size, sha256: hash.digest('hex') };
}

/** Writes the backup into `out` (a file, an upload) and answers its manifest. */
export async function writeBackup(
  source: BackupSource,
  { out, now = new Date() }: { out: Writable; now?: Date },
): Promise<BackupManifest> {
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: now.toISOString(),
    source: source.dbKind,
    migration: newestMigration(),
  };
  const archive = archiveInto(out, now);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  try {
    await archive.addBytes(ENTRY.header, Buffer.from(`${JSON.stringify(header, null, 2)}\n`));
    await archive.addBytes(ENTRY.readme, Buffer.from(backupReadme(header)));
    const tables = await source.db.transaction(
      async (tx) => {
        const counted: { name: string; rows: number }[] = [];
        for (const [index, table] of (await shopTables(tx)).entries()) {
          const file = path.join(scratch, `${index}.jsonl`);
          const dumped = await dumpTable(tx, table.name, file);
          await archive.addFile(
            `${ENTRY.tablePrefix}${table.name}.jsonl`,
            file,
            dumped.size,
            dumped.sha256,
          );
          await fs.rm(file, { force: true });
          counted.push({ name: table.name, rows: dumped.rows });
        }
        return counted;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const authSecret = source.authSecretFile
      ? await fs.readFile(source.authSecretFile).catch(() => null)
      : null;
    if (authSecret) await archive.addBytes(ENTRY.authSecret, authSecret);
    let images = 0;
    for (const folder of STORED_IMAGE_FOLDERS) {
      for (const object of await source.storage.list(folder)) {
        const stored = await source.storage.read(object.key);
        // Removed since it was listed (the sweep of unused uploads): nothing refers to it.
        if (!stored) continue;
        await archive.addBytes(`${ENTRY.uploadPrefix}${object.key}`, await readAll(stored.body));
        images++;
      }
    }
    const manifest: BackupManifest = { ...header, tables, images, parts: [...archive.parts] };
    await archive.addBytes(ENTRY.manifest, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), {
      listed: false,
    });
    await archive.finish();
    return manifest;
  } catch (error) {
    throw await archive.abort(error);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
