/**
 * The backups module's table: one row per backup the running shop took (nightly or the admin's
 * "Back up now"), kept as the record the dashboard reads: when, how big, whether it worked and,
 * if not, why. The files themselves live in the backup store (store.ts), not here.
 */
import { bigint, boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { BACKUP_TRIGGERS } from '@shop/shared/schemas/backups';
import { id, isOneOf, timestamptz } from '../../db/columns.ts';

export const backupRuns = pgTable(
  'backup_runs',
  {
    id: id(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    trigger: text('trigger', { enum: BACKUP_TRIGGERS }).notNull(),
    ok: boolean('ok').notNull(),
    /** The file's name in the store (null when the run failed before writing one). */
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [
    index('backup_runs_started_idx').on(t.startedAt),
    check('backup_runs_trigger_check', isOneOf(t.trigger, BACKUP_TRIGGERS)),
  ],
);
