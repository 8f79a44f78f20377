/** GET /api/health: the process is up and the database answers. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { access: 'public' } }, async () => {
    await app.ctx.db.execute(sql`select 1`);
    return { status: 'ok', database: app.ctx.dbKind };
  });
};
