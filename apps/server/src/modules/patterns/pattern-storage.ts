/**
 * Where pattern PDFs live: never under the public `/uploads` path. On the local disk they sit in
 * DATA_DIR/private, beside (not inside) the uploads folder the shop serves; with a bucket they go
 * under its `private/` prefix, which the shop's `/uploads/` route refuses to serve (media's
 * storage keys) and which is never handed out as a public URL. Only the download route reads them.
 */
import { createLocalStorage, type Storage } from '../media/index.ts';
import type { AppContext } from '../../context.ts';

export const PATTERN_KEY_PREFIX = 'private/patterns/';

export type PatternStorage = Pick<Storage, 'kind' | 'put' | 'remove' | 'read'>;

export function patternStorage(ctx: Pick<AppContext, 'storage' | 'config'>): PatternStorage {
  if (ctx.storage.kind === 's3') return ctx.storage;
  // Keys start with `private/`: the files land in DATA_DIR/private/patterns, beside the uploads.
  return createLocalStorage(ctx.config.dataDir);
}

export const newPatternKey = () => `${PATTERN_KEY_PREFIX}${crypto.randomUUID()}.pdf`;

export async function readPatternBytes(storage: PatternStorage, key: string): Promise<Buffer> {
  const object = await storage.read(key);
  if (!object) throw new Error(`Pattern file missing from storage: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
