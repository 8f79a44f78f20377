/**
 * Deletes uploaded images that nothing uses. An admin uploads first and attaches the result to
 * a product, post or drop afterwards; an upload that was never attached (the form was closed)
 * would otherwise stay in storage (disk or bucket) forever. After a grace period (long enough for any form to be
 * saved) an upload whose id no product (live or deleted), past order item, blog post, monthly
 * drop or review mentions is removed with all its renditions. Each module that keeps images answers for
 * its own rows (`ImageOwner`, listed in module-links.ts). On PostgreSQL a transaction-scoped
 * advisory lock lets only one replica sweep at a time; the others skip that round.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { UPLOAD_FOLDERS } from '@shop/shared/schemas/upload';
import type { Db } from '../../db/client.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Storage } from './storage.ts';

export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** `<folder>/<upload id>-<width>.webp`, as storePreparedImage names them. */
const UPLOADED_FILE = /^([0-9a-f-]{36})-\d+\.webp$/;
const UPLOAD_ID_IN_URL =
  /\/uploads\/(?:products|blog|drops|reviews|custom-orders)\/([0-9a-f-]{36})-\d+\.webp/g;
/** Every folder uploads are stored in: the admin's, buyers' review photos, commission photos. */
export const STORED_IMAGE_FOLDERS = [...UPLOAD_FOLDERS, 'reviews', 'custom-orders'] as const;

/** A module's answer to "which images do your rows show": texts that contain their URLs. */
export type ImageOwner = (db: Db) => Promise<string[]>;

export type SweepOptions = {
  db: Db;
  imageOwners: readonly ImageOwner[];
  storage: Storage;
  now?: Date;
  graceMs?: number;
};

/** Every upload id that some row still points at, as the modules owning those rows say. */
async function referencedUploadIds(tx: Db, owners: readonly ImageOwner[]): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const owner of owners) {
    for (const text of await owner(tx)) {
      for (const match of text.matchAll(UPLOAD_ID_IN_URL)) ids.add(match[1]!);
    }
  }
  return ids;
}

type StoredUpload = { folder: string; id: string; files: string[]; newestMs: number };

async function storedUploads(storage: Storage): Promise<StoredUpload[]> {
  const uploads = new Map<string, StoredUpload>();
  for (const folder of STORED_IMAGE_FOLDERS) {
    for (const object of await storage.list(folder)) {
      const name = object.key.slice(folder.length + 1);
      const id = UPLOADED_FILE.exec(name)?.[1];
      if (!id) continue;
      const key = `${folder}/${id}`;
      const upload = uploads.get(key) ?? { folder, id, files: [], newestMs: 0 };
      upload.files.push(object.key);
      upload.newestMs = Math.max(upload.newestMs, object.modifiedMs);
      uploads.set(key, upload);
    }
  }
  return [...uploads.values()];
}

/** Returns how many uploads were deleted (0 when another replica holds the sweep lock). */
export async function sweepUnattachedUploads({
  db,
  imageOwners,
  storage,
  now = new Date(),
  graceMs = UPLOAD_GRACE_MS,
}: SweepOptions): Promise<number> {
  const stale = (await storedUploads(storage)).filter(
    (upload) => upload.newestMs < now.getTime() - graceMs,
  );
  if (stale.length === 0) return 0;
  return db.transaction(async (tx) => {
    const lock = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_KEYS.uploadSweep}) as locked`,
    );
    if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return 0;
    const referenced = await referencedUploadIds(tx, imageOwners);
    let deleted = 0;
    for (const upload of stale) {
      if (referenced.has(upload.id)) continue;
      await Promise.all(upload.files.map((key) => storage.remove(key)));
      deleted++;
    }
    return deleted;
  });
}

/** Sweeps hourly while the app is up; the timer never keeps the process alive. */
export const unattachedUploadSweep = fp(
  async (app: FastifyInstance, { imageOwners }: { imageOwners: readonly ImageOwner[] }) => {
    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const deleted = await sweepUnattachedUploads({
          db: app.ctx.db,
          imageOwners,
          storage: app.ctx.storage,
        });
        if (deleted > 0) app.log.info({ deleted }, 'deleted uploads never attached to anything');
      } catch (error) {
        app.log.error({ err: error }, 'upload sweep failed');
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => app.readiness.isReady && void sweep(), SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
);
