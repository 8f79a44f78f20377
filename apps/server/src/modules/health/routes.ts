/**
 * Probes for a load balancer or orchestrator:
 *   GET /api/health       readiness: 200 when the database answers, 503 (`unavailable`) when it
 *                         does not — take this replica out of rotation, do not restart it —
 *                         and 503 (status `starting`) until the database has been reached,
 *                         migrated and seeded once since the process started;
 *   GET /api/health/live  liveness: 200 while the process serves requests, database or not;
 *                         it never touches the database.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/ping-database.ts';
import { errorBody } from '../../plugins/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    // Started without its database (or still migrating): alive, not ready, retrying by itself.
    if (!app.readiness.isReady) {
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          status: 'starting',
          database: 'down',
          ...errorBody('unavailable', 'The shop is starting: the database is not ready yet'),
        });
    }
    if (await pingDatabase(app.ctx.db)) {
      return { status: 'ok', database: app.ctx.dbKind };
    }
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({
        status: 'unavailable',
        database: 'down',
        ...errorBody('unavailable', 'The database is not answering'),
      });
  });

  // Its bytes never change, so the public answer cache serves it before routing (ADR 015).
  app.get('/health/live', { config: { access: 'public', publicCache: true } }, async () => ({
    status: 'ok',
  }));
};
