/**
 * The backups' admin API: the dashboard's card (`GET /api/admin/backups`), "Back up now"
 * (`POST`, audited like every admin write) and "Download backup", which streams a kept file.
 * Backups hold every account's secrets and every customer's personal data: every route is the
 * admin's alone, and a download is logged with who took it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKUP_MESSAGES, backupRunSchema, backupStatusSchema } from '@shop/shared/schemas/backups';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { BackupStore } from './backup-store.ts';
import { findBackupFile, getBackupStatus, toBackupRun } from './backup-status.ts';
import { takeBackup } from './take-backup.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { sendDownload } from '../../lib/download.ts';

export const backupRoutes: FastifyPluginAsyncZod<{ store: BackupStore }> = async (
  app,
  { store },
) => {
  app.get(
    '/admin/backups',
    routeOptions({ access: 'admin', response: backupStatusSchema }),
    async () => getBackupStatus(app.ctx, { store }),
  );

  app.post(
    '/admin/backups',
    routeOptions({ access: 'admin', response: backupRunSchema }),
    async () => {
      const run = await takeBackup(app.ctx, { store, trigger: 'manual' });
      if (!run) throw conflict(BACKUP_MESSAGES.alreadyRunning);
      return toBackupRun(run);
    },
  );

  app.get(
    '/admin/backups/:id/file',
    routeOptions({ access: 'admin', params: z.object({ id: z.string().max(64) }) }),
    async (request, reply) => {
      const file = await findBackupFile(app.ctx, { store, id: request.params.id });
      if (!file) throw notFound(BACKUP_MESSAGES.notFound);
      request.log.info(
        { backup: file.name, by: request.user?.email },
        'an admin downloaded a backup',
      );
      if (file.size !== undefined) reply.header('content-length', file.size);
      return sendDownload(reply, {
        filename: file.name,
        type: 'application/gzip',
        body: file.body,
      });
    },
  );
};
