/**
 * Deletes uploaded images that nothing uses. An admin uploads first and attaches the result to
 * a product, post or drop afterwards; an upload that was never attached (the form was closed)
 * would otherwise stay in storage (disk or bucket) forever. After a grace period (long enough for any form to be
 * saved) an upload whose id no product (live or deleted), past order item, blog post or monthly
 * drop mentions is removed with all its renditions. On PostgreSQL a transaction-scoped advisory
 * lock lets only one replica sweep at a time; the others skip that round.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { UPLOAD_FOLDERS } from '@shop/shared/schemas/upload';
import type { Db } from '../../db/client.ts';
import type { Storage } from './storage.ts';

export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Second key space of the app's advisory locks (migrations use 727274). */
const SWEEP_LOCK_KEY = 727276;
/** `<folder>/<upload id>-<width>.webp`, as storePreparedImage names them. */
const UPLOADED_FILE = /^([0-9a-f-]{36})-\d+\.webp$/;
const UPLOAD_ID_IN_URL = /\/uploads\/(?:products|blog|drops)\/([0-9a-f-]{36})-\d+\.webp/g;

export type SweepOptions = {
  db: Db;
  storage: Storage;
  now?: Date;
  graceMs?: number;
};

/** node-postgres and PGlite both answer `{ rows }`; the shared Db type does not say so. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every upload id that some row still points at. */
async function referencedUploadIds(tx: Db): Promise<Set<string>> {
  const result = await tx.execute(sql`
    select images::text as text from products
    union all select product_image from order_items where product_image like '/uploads/%'
    union all select image_url from blog_posts
    union all select content from blog_posts where content like '%/uploads/%'
    union all select image_url from monthly_drops`);
  const ids = new Set<string>();
  for (const row of rowsOf<{ text: string | null }>(result)) {
    for (const match of (row.text ?? '').matchAll(UPLOAD_ID_IN_URL)) ids.add(match[1]!);
  }
  return ids;
}

type StoredUpload = { folder: string; id: string; files: string[]; newestMs: number };

async function storedUploads(storage: Storage): Promise<StoredUpload[]> {
  const uploads = new Map<string, StoredUpload>();
  for (const folder of UPLOAD_FOLDERS) {
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
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
    );
    if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return 0;
    const referenced = await referencedUploadIds(tx);
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
export const unattachedUploadSweep = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const deleted = await sweepUnattachedUploads({
        db: app.ctx.db,
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
});
