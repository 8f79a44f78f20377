/**
 * Monthly drops: the public list for the home page (the admin's writes are in admin-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthlyDropListSchema } from '@shop/shared/schemas/monthly-drop';
import { listMonthlyDrops } from './list-monthly-drops.ts';

export const monthlyDropRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/monthly-drops',
    {
      config: { access: 'public', publicCache: true },
      schema: { response: { 200: monthlyDropListSchema } },
    },
    async () => ({ items: await listMonthlyDrops(app.ctx.db, app.ctx.storage) }),
  );
};
