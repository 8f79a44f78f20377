/**
 * The backups module in the running shop: its store (disk or bucket), the nightly backup and
 * the admin routes under /api.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { runEvery } from '../../lib/interval-task.ts';
import { createBackupStore } from './backup-store.ts';
import {
  isNightlyBackupDue,
  lastNightlyBackupAt,
  NIGHTLY_CHECK_EVERY_MS,
} from './nightly-backup.ts';
import { backupRoutes } from './routes.ts';
import { takeBackup } from './take-backup.ts';

export const backupsPlugin = fp(async (app: FastifyInstance) => {
  const store = await createBackupStore(app.ctx.config);
  runEvery(app, {
    what: 'nightly backup',
    everyMs: NIGHTLY_CHECK_EVERY_MS,
    lockKey: LOCK_KEYS.nightlyBackupCheck,
    task: async () => {
      const now = new Date();
      if (!isNightlyBackupDue({ lastNightlyAt: await lastNightlyBackupAt(app.ctx), now })) return;
      const run = await takeBackup(app.ctx, { store, trigger: 'nightly', now });
      if (run?.ok) app.log.info({ file: run.fileName, bytes: run.sizeBytes }, 'nightly backup');
      else if (run) app.log.error({ error: run.error }, 'nightly backup failed');
    },
  });
  await app.register(backupRoutes, { prefix: '/api', store });
});
