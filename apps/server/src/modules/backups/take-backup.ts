/**
 * The running shop takes one backup: writes the file into the backup store, records the run
 * (time, size, outcome), and keeps only the newest `BACKUP_KEEP` files. A failed backup is
 * recorded too, and the maker gets a mail about it through the outbox (queued in the same
 * transaction as the failed run's row). One backup at a time, across replicas as well: a
 * second one asked for meanwhile answers null.
 */
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { makerEmail } from '../accounts/index.ts';
import { enqueueMail, renderMail } from '../mail/index.ts';
import { BACKUP_MESSAGES, type BackupTrigger } from '@shop/shared/schemas/backups';
import { backupFileName } from './backup-format.ts';
import type { BackupStore } from './backup-store.ts';
import { backupRuns } from './schema.ts';
import { writeBackup } from './write-backup.ts';

export type BackupContext = Pick<AppContext, 'config' | 'db' | 'dbKind' | 'storage' | 'outbox'>;
export type BackupRunRow = typeof backupRuns.$inferSelect;

const MAX_ERROR_CHARS = 500;

/** The data directory's signing secret, when the shop keeps one there (no AUTH_SECRET). */
export function authSecretFileOf(config: AppContext['config']): string | undefined {
  return config.authSecret ? undefined : path.join(config.dataDir, 'auth-secret');
}

/** A name no kept backup has yet (two backups within one second get a counter). */
async function freshName(store: BackupStore, now: Date): Promise<string> {
  const taken = new Set(await store.list());
  let attempt = 0;
  while (taken.has(backupFileName(now, attempt))) attempt++;
  return backupFileName(now, attempt);
}

/** Deletes the oldest backups beyond the newest `keep`; answers the names deleted. */
export async function pruneBackups(store: BackupStore, keep: number): Promise<string[]> {
  const names = await store.list();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await store.remove(name);
  return old;
}

async function recordFailure(
  ctx: BackupContext,
  { trigger, startedAt, error }: { trigger: BackupTrigger; startedAt: Date; error: unknown },
): Promise<BackupRunRow> {
  const message = (error instanceof Error ? error.message : String(error)).slice(
    0,
    MAX_ERROR_CHARS,
  );
  const run = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(backupRuns)
      .values({ trigger, startedAt, finishedAt: new Date(), ok: false, error: message })
      .returning();
    const to = await makerEmail(tx, ctx.config);
    if (to) {
      await enqueueMail(tx, 'maker_backup_failed', {
        to,
        subject: BACKUP_MESSAGES.failedSubject,
        ...renderMail({
          heading: BACKUP_MESSAGES.failedSubject,
          paragraphs: [
            `The ${trigger === 'nightly' ? 'nightly' : 'requested'} backup started at ${startedAt.toISOString()} did not finish.`,
            `What went wrong: ${message}`,
            'The shop keeps running and the earlier backups are still kept. The next nightly backup tries again; you can also try now from the dashboard with "Back up now".',
          ],
          action: { label: 'Open the dashboard', url: `${ctx.config.publicUrl}/admin` },
        }),
      });
    }
    return row!;
  });
  ctx.outbox.kick();
  return run;
}

/**
 * Takes a backup into `store` now. Answers the run (ok or failed), or null when another backup
 * is under way (here or on another replica).
 */
export async function takeBackup(
  ctx: BackupContext,
  { store, trigger, now = new Date() }: { store: BackupStore; trigger: BackupTrigger; now?: Date },
): Promise<BackupRunRow | null> {
  // The advisory lock keeps replicas apart; this keeps two requests of one process apart
  // (on the embedded database the lock is not needed and not taken).
  if (storesInUse.has(store)) return null;
  storesInUse.add(store);
  try {
    return await takeBackupLocked(ctx, { store, trigger, now });
  } finally {
    storesInUse.delete(store);
  }
}

const storesInUse = new WeakSet<BackupStore>();

async function takeBackupLocked(
  ctx: BackupContext,
  { store, trigger, now }: { store: BackupStore; trigger: BackupTrigger; now: Date },
): Promise<BackupRunRow | null> {
  const run = await withAdvisoryLock(ctx.db, LOCK_KEYS.backup, { wait: false }, async () => {
    try {
      const name = await freshName(store, now);
      const sizeBytes = await store.save(name, (out) =>
        writeBackup(
          {
            db: ctx.db,
            dbKind: ctx.dbKind,
            storage: ctx.storage,
            authSecretFile: authSecretFileOf(ctx.config),
          },
          { out, now },
        ),
      );
      const [row] = await ctx.db
        .insert(backupRuns)
        .values({
          trigger,
          startedAt: now,
          finishedAt: new Date(),
          ok: true,
          fileName: name,
          sizeBytes,
        })
        .returning();
      await pruneBackups(store, ctx.config.backupKeep);
      return row!;
    } catch (error) {
      return recordFailure(ctx, { trigger, startedAt: now, error });
    }
  });
  return run ?? null;
}

/** The newest runs, newest first. */
export async function recentBackupRuns(ctx: Pick<AppContext, 'db'>, limit = 50) {
  return ctx.db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(limit);
}
