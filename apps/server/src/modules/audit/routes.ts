/** Admin → Activity: the audit log, newest first, filtered (read-only: no route changes it). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '@shop/shared/schemas/audit';
import { listAudit } from './record-audit.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/activity',
    {
      config: { access: 'admin' },
      schema: { querystring: auditListQuerySchema, response: { 200: auditListSchema } },
    },
    async (request) => listAudit(app.ctx.db, request.query),
  );
};
