/**
 * Where image files live. Callers only see this interface, so the local disk (the embedded
 * default) and an S3-compatible bucket (s3-storage.ts) are interchangeable. Stored URLs are
 * always the shop's own `/uploads/<key>`: whichever storage is configured, the shop answers that
 * address (from disk, streamed from the bucket, or redirected to the bucket's public URL), so
 * rows never need rewriting when the storage changes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredObject } from '../../ports/storage.ts';

export type * from '../../ports/storage.ts';

export const UPLOADS_PREFIX = '/uploads/';

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Keys under this prefix (pattern PDFs) are stored but never served as `/uploads/` files. */
export const PRIVATE_KEY_PREFIX = 'private/';

export function keyOfUploadUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return SAFE_KEY.test(key) && !key.startsWith(PRIVATE_KEY_PREFIX) ? key : null;
}

export function createLocalStorage(rootDir: string): Storage {
  const resolve = (key: string) => path.join(rootDir, assertSafeKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    keyOf: keyOfUploadUrl,
    async list(folder) {
      const names = await fs.readdir(path.join(rootDir, folder)).catch(() => [] as string[]);
      const objects: StoredObject[] = [];
      for (const name of names) {
        const stat = await fs.stat(path.join(rootDir, folder, name)).catch(() => null);
        if (stat?.isFile()) objects.push({ key: `${folder}/${name}`, modifiedMs: stat.mtimeMs });
      }
      return objects;
    },
    async read(key) {
      const { createReadStream } = await import('node:fs');
      const file = resolve(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: contentTypeOf(key),
        contentLength: stat.size,
      };
    },
    directUrl: () => null,
  };
}

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return (
    {
      webp: 'image/webp',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      png: 'image/png',
      pdf: 'application/pdf',
    }[ext] ?? 'application/octet-stream'
  );
}
