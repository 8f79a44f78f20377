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

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    { config: { access: 'admin' }, schema: { response: { 200: dashboardSchema } } },
    async () => getDashboard(app.ctx.db),
  );

  app.get(
    '/admin/dashboard/sales',
    {
      config: { access: 'admin' },
      schema: { querystring: salesQuerySchema, response: { 200: salesReportSchema } },
    },
    async (request) => getSalesReport(app.ctx.db, { range: request.query.range }),
  );

  app.get(
    '/admin/dashboard/attention',
    {
      config: { access: 'admin' },
      schema: { querystring: attentionQuerySchema, response: { 200: attentionSchema } },
    },
    async (request) => getAttention(app.ctx.db, request.query.lowStockThreshold),
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
