/**
 * Reads a whole backup file into a staging folder and checks it, before a restore writes
 * anything: the archive must read to its end (gzip's own check included), the first entry must
 * say what it is, and every part must be listed in the manifest (the last entry) with the same
 * size and SHA-256, none missing and none added. A file of the first format (manifest first, no
 * checksums) is checked by its counts of rows and images instead.
 * A damaged file is refused with one sentence that says how: "This backup file is damaged (it
 * ends early)", "(part X does not match its checksum)", "(part X is missing)".
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  ENTRY,
  FIRST_FORMAT_VERSION,
  newestMigration,
  type BackupHeader,
  type BackupManifest,
} from './backup-format.ts';

/** A refusal with a message for the person restoring (the target holds data, a bad file). */
export class RestoreRefused extends Error {}

export const DAMAGED = {
  endsEarly: 'This backup file is damaged (it ends early)',
  checksum: (part: string) =>
    `This backup file is damaged (part ${part} does not match its checksum)`,
  missing: (part: string) => `This backup file is damaged (part ${part} is missing)`,
  unreadable: 'This backup file is damaged (it is not a readable archive)',
};

/** The manifest and backup.json are small; anything bigger under their names is not ours. */
const MAX_DESCRIPTION_BYTES = 16 * 1024 * 1024;

export type StagedPart = { file: string; size: number; sha256: string };
export type StagedBackup = { manifest: BackupManifest; parts: Map<string, StagedPart> };

function describedBy(bytes: Buffer | undefined): BackupHeader {
  let header: Partial<BackupHeader> | null = null;
  try {
    header = bytes ? (JSON.parse(bytes.toString('utf8')) as Partial<BackupHeader>) : null;
  } catch {
    header = null;
  }
  if (header?.format !== BACKUP_FORMAT || !header.migration) {
    throw new RestoreRefused('Not a backup file of this shop: it has no backup manifest.');
  }
  if (header.version !== BACKUP_FORMAT_VERSION && header.version !== FIRST_FORMAT_VERSION) {
    throw new RestoreRefused(
      `This backup is in format version ${header.version}; this version of the shop reads versions ${FIRST_FORMAT_VERSION} and ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const known = newestMigration();
  if (header.migration.when > known.when) {
    throw new RestoreRefused(
      `This backup comes from a newer version of the shop (schema ${header.migration.tag}; this one knows up to ${known.tag}). Update the shop, then restore.`,
    );
  }
  return header as BackupHeader;
}

/** What went wrong in reading, as the sentence for the person restoring. */
function damage(error: unknown, part: string | null): RestoreRefused {
  if (error instanceof RestoreRefused) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'Z_BUF_ERROR' || /unexpected end|premature/i.test(message ?? '')) {
    return new RestoreRefused(DAMAGED.endsEarly);
  }
  if (part) return new RestoreRefused(DAMAGED.checksum(part));
  return new RestoreRefused(DAMAGED.unreadable);
}

/**
 * Reads `input` to its end into `stagingDir` (which must exist and be empty); answers the checked
 * manifest and where each part was put. Throws RestoreRefused for a file that is not whole.
 */
export async function readBackupFile(input: Readable, stagingDir: string): Promise<StagedBackup> {
  const parts = new Map<string, StagedPart>();
  const small = new Map<string, Buffer>();
  let first: string | null = null;
  let current: string | null = null;
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const name = header.name;
    current = name;
    first ??= name;
    if (header.type !== 'file') {
      stream.resume();
      stream.on('end', next);
      return;
    }
    const describes = name === ENTRY.header || name === ENTRY.manifest;
    const file = path.join(stagingDir, `${parts.size}.part`);
    const stage = async () => {
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      const sink = describes ? null : createWriteStream(file, { mode: 0o600 });
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          hash.update(chunk);
          size += chunk.length;
          if (!sink) {
            if (size > MAX_DESCRIPTION_BYTES) throw new RestoreRefused(DAMAGED.unreadable);
            chunks.push(chunk);
          } else if (!sink.write(chunk)) await once(sink, 'drain');
        }
      } finally {
        if (sink) {
          sink.end();
          await once(sink, 'close');
        }
      }
      if (describes) small.set(name, Buffer.concat(chunks));
      if (name !== ENTRY.manifest) {
        parts.set(name, { file: describes ? '' : file, size, sha256: hash.digest('hex') });
      }
    };
    stage().then(
      () => {
        current = null;
        next();
      },
      (error: unknown) => next(error as Error),
    );
  });
  try {
    await pipeline(input, zlib.createGunzip(), extract);
  } catch (error) {
    throw damage(error, current);
  }
  if (first === null) throw new RestoreRefused(DAMAGED.endsEarly);
  const firstFormat = first === ENTRY.manifest;
  const header = describedBy(small.get(firstFormat ? ENTRY.manifest : ENTRY.header));
  const manifestBytes = small.get(ENTRY.manifest);
  if (!manifestBytes) throw new RestoreRefused(DAMAGED.endsEarly);
  let manifest: BackupManifest;
  try {
    manifest = { ...header, ...(JSON.parse(manifestBytes.toString('utf8')) as BackupManifest) };
  } catch {
    throw new RestoreRefused(DAMAGED.checksum(ENTRY.manifest));
  }
  if (firstFormat) await checkCounts(manifest, parts);
  else checkParts(manifest, parts);
  return { manifest, parts };
}

function checkParts(manifest: BackupManifest, parts: Map<string, StagedPart>) {
  const listed = new Map((manifest.parts ?? []).map((part) => [part.name, part]));
  for (const [name, part] of listed) {
    const staged = parts.get(name);
    if (!staged) throw new RestoreRefused(DAMAGED.missing(name));
    if (staged.size !== part.size || staged.sha256 !== part.sha256) {
      throw new RestoreRefused(DAMAGED.checksum(name));
    }
  }
  for (const name of parts.keys()) {
    if (!listed.has(name)) throw new RestoreRefused(DAMAGED.checksum(name));
  }
}

async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (const byte of chunk) if (byte === 10) lines++;
  }
  return lines;
}

/** The first format has no checksums: its tables' row counts and its image count must match. */
async function checkCounts(manifest: BackupManifest, parts: Map<string, StagedPart>) {
  const images = [...parts.keys()].filter((name) => name.startsWith(ENTRY.uploadPrefix)).length;
  if (images !== manifest.images) throw new RestoreRefused(DAMAGED.missing(ENTRY.uploadPrefix));
  for (const table of manifest.tables) {
    const name = `${ENTRY.tablePrefix}${table.name}.jsonl`;
    const staged = parts.get(name);
    if (!staged) throw new RestoreRefused(DAMAGED.missing(name));
    if ((await countLines(staged.file)) !== table.rows) {
      throw new RestoreRefused(DAMAGED.checksum(name));
    }
  }
}
