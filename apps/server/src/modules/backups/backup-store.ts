/**
 * Where the running shop keeps its backup files: `DATA_DIR/backups/` on the embedded default,
 * or, when S3 is configured, the `backups/` folder of the images' bucket (a replica's disk is
 * not where a backup should live). Backup names hold capitals and two dots, which the image
 * storage's keys never do, so `/uploads/…` can never serve one; the files are written without
 * a public ACL (see ADR 020 for the bucket policy that keeps them private).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Config } from '../../config.ts';
import { isBackupFileName } from './backup-format.ts';

export type StoredBackup = { body: Readable; size?: number };

export type BackupStore = {
  kind: 'disk' | 'bucket';
  /** Stores a backup under `name`, its bytes written by `write`; answers its size in bytes. */
  save: (name: string, write: (out: Writable) => Promise<unknown>) => Promise<number>;
  /** Every backup kept, oldest first (names sort by time). */
  list: () => Promise<string[]>;
  remove: (name: string) => Promise<void>;
  /** The backup's bytes, or null when it is no longer kept. */
  open: (name: string) => Promise<StoredBackup | null>;
};

function assertBackupName(name: string): string {
  if (!isBackupFileName(name)) throw new Error(`Not a backup file name: ${name}`);
  return name;
}

const REASONS: Record<string, string> = {
  ENOSPC: 'no space left on the disk',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'no permission to write there',
  EROFS: 'the disk is read-only',
};

/** Why a backup could not be written, in one line. */
export function backupWriteError(error: unknown): Error {
  const { code, message } = error as { code?: string; message?: string };
  const reason =
    (code && REASONS[code] ? `${REASONS[code]} (${code})` : null) ??
    String(message ?? error).split('\n')[0];
  return new Error(`The backup could not be written: ${reason}`);
}

/**
 * Writes to `<file>.partial` first and renames it only when complete: a half-written backup never
 * looks like a backup, and on any error (a full disk included) the partial file is removed.
 */
async function writeFile(file: string, write: (out: Writable) => Promise<unknown>) {
  const partial = `${file}.partial`;
  try {
    await write(createWriteStream(partial, { mode: 0o600 }));
    await fs.rename(partial, file);
    return (await fs.stat(file)).size;
  } catch (error) {
    throw backupWriteError(error);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

export function createDiskBackupStore(dir: string): BackupStore {
  return {
    kind: 'disk',
    async save(name, write) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      return writeFile(path.join(dir, assertBackupName(name)), write);
    },
    async list() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      return names.filter(isBackupFileName).sort();
    },
    async remove(name) {
      await fs.rm(path.join(dir, assertBackupName(name)), { force: true });
    },
    async open(name) {
      const file = path.join(dir, assertBackupName(name));
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: createReadStream(file), size: stat.size };
    },
  };
}

const BUCKET_FOLDER = 'backups/';

export async function createBucketBackupStore(s3: NonNullable<Config['s3']>): Promise<BackupStore> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;
  const keyOf = (name: string) => `${BUCKET_FOLDER}${assertBackupName(name)}`;
  return {
    kind: 'bucket',
    async save(name, write) {
      // Written to a temporary file first: the upload needs its length, and a failed backup
      // then never reaches the bucket.
      const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
      try {
        const file = path.join(tmp, assertBackupName(name));
        const size = await writeFile(file, write);
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: keyOf(name),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: 'application/gzip',
          }),
        );
        return size;
      } finally {
        await fs.rm(tmp, { recursive: true, force: true });
      }
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: BUCKET_FOLDER, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(BUCKET_FOLDER.length);
          if (name && isBackupFileName(name)) names.push(name);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
    async remove(name) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async open(name) {
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}

export async function createBackupStore(config: Config): Promise<BackupStore> {
  return config.s3 ? createBucketBackupStore(config.s3) : createDiskBackupStore(config.backupsDir);
}
