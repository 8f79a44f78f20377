/** The admin panel's own API: the dashboard figures and the top bar's search. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSearchQuerySchema,
  adminSearchResultSchema,
  dashboardSchema,
} from '@shop/shared/schemas/admin';
import { getDashboard } from './get-dashboard.ts';
import { searchAdmin } from './search-admin.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    { config: { access: 'admin' }, schema: { response: { 200: dashboardSchema } } },
    async () => getDashboard(app.ctx.db),
  );

  app.get(
    '/admin/search',
    {
      config: { access: 'admin' },
      schema: { querystring: adminSearchQuerySchema, response: { 200: adminSearchResultSchema } },
    },
    async (request) => searchAdmin(app.ctx.db, request.query.q),
  );
};
