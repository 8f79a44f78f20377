/**
 * Back-in-stock alerts: ask from a sold-out product's page (public, rate-limited), see whether
 * the signed-in shopper already waits, and the visitor's confirmation link (a page + its POST).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import {
  stockAlertRequestSchema,
  stockAlertResultSchema,
  stockAlertStateQuerySchema,
  stockAlertStateSchema,
} from '@shop/shared/schemas/stock-alert';
import { registerConfirmLinkRoutes } from '../../lib/confirm-link-routes.ts';
import { currentUser, readSessionUser } from '../../plugins/access.ts';
import { confirmStockAlert } from './confirm-stock-alert.ts';
import { ALERT_LINK_PAGES } from './confirm-page.ts';
import { isWaitingForStock, requestStockAlert } from './request-stock-alert.ts';
import { productUrl } from './stock-alert-mails.ts';
import { routeOptions } from '../../lib/route-options.ts';

const params = z.object({ id: entityIdSchema });
export const STOCK_ALERT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/:id/stock-alert',
    routeOptions({
      access: 'public',
      rateLimit: STOCK_ALERT_RATE_LIMIT,
      bodyLimit: 2048,
      params,
      body: stockAlertRequestSchema.nullish(),
      response: stockAlertResultSchema,
    }),
    async (request) =>
      requestStockAlert(app.ctx, {
        productId: request.params.id,
        variantId: request.body?.variantId,
        user: await readSessionUser(app, request),
        email: request.body?.email,
      }),
  );

  app.get(
    '/products/:id/stock-alert',
    routeOptions({
      access: 'user',
      params,
      querystring: stockAlertStateQuerySchema,
      response: stockAlertStateSchema,
    }),
    async (request) => ({
      isWaiting: await isWaitingForStock(app.ctx, {
        productId: request.params.id,
        variantId: request.query.variantId,
        user: currentUser(request),
      }),
    }),
  );

  await registerConfirmLinkRoutes(app, {
    path: '/stock-alerts/confirm',
    confirm: (token) => confirmStockAlert(app.ctx.db, token),
    pages: ALERT_LINK_PAGES,
    subjectOf: ({ product }) => ({
      name: product.name,
      url: productUrl(app.ctx.config.publicUrl, product),
    }),
  });
};
