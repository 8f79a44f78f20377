/** The admin panel's own API: the dashboard (figures, sales, attention lists) and the search. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSearchQuerySchema,
  adminSearchResultSchema,
  attentionQuerySchema,
  attentionSchema,
  dashboardSchema,
  salesQuerySchema,
  salesReportSchema,
} from '@shop/shared/schemas/admin';
import { getAttention } from './get-attention.ts';
import { getDashboard } from './get-dashboard.ts';
import { getSalesReport } from './get-sales-report.ts';
import { searchAdmin } from './search-admin.ts';
import { routeOptions } from '../../lib/route-options.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    routeOptions({ access: 'admin', response: dashboardSchema }),
    async () => getDashboard(app.ctx.db),
  );

  app.get(
    '/admin/dashboard/sales',
    routeOptions({ access: 'admin', querystring: salesQuerySchema, response: salesReportSchema }),
    async (request) => getSalesReport(app.ctx.db, { range: request.query.range }),
  );

  app.get(
    '/admin/dashboard/attention',
    routeOptions({ access: 'admin', querystring: attentionQuerySchema, response: attentionSchema }),
    async (request) => getAttention(app.ctx.db, request.query.lowStockThreshold),
  );

  app.get(
    '/admin/search',
    routeOptions({
      access: 'admin',
      querystring: adminSearchQuerySchema,
      response: adminSearchResultSchema,
    }),
    async (request) => searchAdmin(app.ctx.db, request.query.q),
  );
};
