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

export const backupRoutes: FastifyPluginAsyncZod<{ store: BackupStore }> = async (
  app,
  { store },
) => {
  app.get(
    '/admin/backups',
    { config: { access: 'admin' }, schema: { response: { 200: backupStatusSchema } } },
    async () => getBackupStatus(app.ctx, { store }),
  );

  app.post(
    '/admin/backups',
    { config: { access: 'admin' }, schema: { response: { 200: backupRunSchema } } },
    async () => {
      const run = await takeBackup(app.ctx, { store, trigger: 'manual' });
      if (!run) throw conflict(BACKUP_MESSAGES.alreadyRunning);
      return toBackupRun(run);
    },
  );

  app.get(
    '/admin/backups/:id/file',
    {
      config: { access: 'admin' },
      schema: { params: z.object({ id: z.string().max(64) }) },
    },
    async (request, reply) => {
      const file = await findBackupFile(app.ctx, { store, id: request.params.id });
      if (!file) throw notFound(BACKUP_MESSAGES.notFound);
      request.log.info(
        { backup: file.name, by: request.user?.email },
        'an admin downloaded a backup',
      );
      reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
};
