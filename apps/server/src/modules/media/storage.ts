/**
 * Where image files live. Callers only see `put`, `remove` and the public URL, so object storage
 * can replace the local disk without touching them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export type Storage = {
  /** Stores bytes under a server-generated key and returns its public URL. */
  put: (key: string, bytes: Buffer, contentType: string) => Promise<string>;
  remove: (key: string) => Promise<void>;
  /** The key of a URL this storage handed out, or null for foreign URLs. */
  keyOf: (url: string) => string | null;
};

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function createLocalStorage(rootDir: string, publicPrefix = '/uploads/'): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      return `${publicPrefix}${key}`;
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    keyOf(url) {
      if (!url.startsWith(publicPrefix)) return null;
      const key = url.slice(publicPrefix.length);
      return SAFE_KEY.test(key) ? key : null;
    },
  };
}
