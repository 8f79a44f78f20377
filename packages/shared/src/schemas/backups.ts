/**
 * Backups as the admin dashboard reads them (`GET /api/admin/backups`): the last run, whether it
 * worked, and the newest file the admin can download. "Back up now" answers the run it made.
 */
import { z } from 'zod';

/** What started a backup: the nightly schedule or the admin's "Back up now". */
export const BACKUP_TRIGGERS = ['nightly', 'manual'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

export const backupRunSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  trigger: z.enum(BACKUP_TRIGGERS),
  ok: z.boolean(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupStatusSchema = z.object({
  /** The newest run, whatever its outcome (a failure shows on the dashboard). */
  lastRun: backupRunSchema.nullable(),
  /** The newest run that worked and whose file is still kept: what "Download backup" gets. */
  lastGood: backupRunSchema.nullable(),
  /** Where the shop keeps its backups: the data directory or the object storage bucket. */
  storedIn: z.enum(['disk', 'bucket']),
  keep: z.number().int(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const BACKUP_MESSAGES = {
  alreadyRunning: 'A backup is being made right now. Try again in a minute.',
  notFound: 'That backup is no longer kept.',
  failedSubject: 'The shop backup failed',
} as const;
