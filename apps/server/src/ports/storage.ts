/**
 * Where image files live, as the app context holds it: the media module implements it on the
 * local disk (the embedded default) and on an S3-compatible bucket (s3-storage.ts).
 */
import type { Readable } from 'node:stream';

export type StoredObject = { key: string; modifiedMs: number };
export type ObjectStream = { body: Readable; contentType: string; contentLength?: number };

export type Storage = {
  kind: 'local' | 's3';
  /** Stores bytes under a server-generated key and returns its public URL. */
  put: (key: string, bytes: Buffer, contentType: string) => Promise<string>;
  remove: (key: string) => Promise<void>;
  /** The key of a URL this storage handed out, or null for foreign URLs. */
  keyOf: (url: string) => string | null;
  /** Every object under `folder/` (the orphan sweep walks them). */
  list: (folder: string) => Promise<StoredObject[]>;
  /** The object's bytes, or null when there is none (the shop streams bucket objects). */
  read: (key: string) => Promise<ObjectStream | null>;
  /** Where a browser may fetch the key directly (a bucket's public URL or CDN), if anywhere. */
  directUrl: (key: string) => string | null;
};
