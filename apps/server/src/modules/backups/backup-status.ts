/**
 * What the dashboard shows of backups: the newest run (a failure shows there) and the newest
 * good one whose file the store still keeps, which is what "Download backup" gets.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { BackupRun, BackupStatus } from '@shop/shared/schemas/backups';
import type { AppContext } from '../../context.ts';
import type { BackupStore } from './backup-store.ts';
import { backupRuns } from './schema.ts';
import type { BackupRunRow } from './take-backup.ts';

export function toBackupRun(row: BackupRunRow): BackupRun {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    trigger: row.trigger,
    ok: row.ok,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    error: row.error,
  };
}

export async function getBackupStatus(
  ctx: Pick<AppContext, 'db' | 'config'>,
  { store }: { store: BackupStore },
): Promise<BackupStatus> {
  const [lastRun] = await ctx.db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  const kept = new Set(await store.list());
  const good = await ctx.db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.ok, true))
    .orderBy(desc(backupRuns.startedAt))
    .limit(ctx.config.backupKeep + 5);
  const lastGood = good.find((run) => run.fileName && kept.has(run.fileName));
  return {
    lastRun: lastRun ? toBackupRun(lastRun) : null,
    lastGood: lastGood ? toBackupRun(lastGood) : null,
    storedIn: store.kind,
    keep: ctx.config.backupKeep,
  };
}

/** A good run's file, by the run's id, when the store still keeps it. */
export async function findBackupFile(
  ctx: Pick<AppContext, 'db'>,
  { store, id }: { store: BackupStore; id: string },
) {
  const [run] = await ctx.db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.id, id), eq(backupRuns.ok, true)));
  if (!run?.fileName) return null;
  const file = await store.open(run.fileName);
  return file ? { name: run.fileName, ...file } : null;
}
