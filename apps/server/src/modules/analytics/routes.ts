/**
 * POST /api/analytics/events: what a storefront page reports from the browser (a page shown
 * after an in-app navigation; an add to cart is counted by the cart's own routes); the server decides whether it counts, exactly as
 * for a page request. GET /api/admin/analytics and its CSV: the maker's report.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsEventInputSchema,
  analyticsQuerySchema,
  analyticsReportSchema,
} from '@shop/shared/schemas/analytics';
import { sendDownload } from '../../lib/download.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { analyticsCsv, getAnalyticsReport } from './analytics-report.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics/events',
    routeOptions({ access: 'public', body: analyticsEventInputSchema, bodyLimit: 1024 }),
    async (request, reply) => {
      app.analytics.track(request, request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin/analytics',
    routeOptions({
      access: 'admin',
      querystring: analyticsQuerySchema,
      response: analyticsReportSchema,
    }),
    async (request) => getAnalyticsReport(app.ctx.db, { range: request.query.range }),
  );

  app.get(
    '/admin/analytics.csv',
    routeOptions({ access: 'admin', querystring: analyticsQuerySchema }),
    async (request, reply) => {
      const report = await getAnalyticsReport(app.ctx.db, { range: request.query.range });
      return sendDownload(reply, {
        filename: `analytics-${report.from}-to-${report.to}.csv`,
        type: 'text/csv; charset=utf-8',
        body: analyticsCsv(report),
      });
    },
  );
};
