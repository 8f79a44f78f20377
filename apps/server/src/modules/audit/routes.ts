/** Admin → Activity: the audit log, newest first, filtered (read-only: no route changes it). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '@shop/shared/schemas/audit';
import { listAudit } from './record-audit.ts';
import { routeOptions } from '../../lib/route-options.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/activity',
    routeOptions({ access: 'admin', querystring: auditListQuerySchema, response: auditListSchema }),
    async (request) => listAudit(app.ctx.db, request.query),
  );
};
