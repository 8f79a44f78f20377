/**
 * Back-in-stock alerts: ask from a sold-out product's page (public, rate-limited), see whether
 * the signed-in shopper already waits, and the visitor's confirmation link (a page + its POST).
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import {
  stockAlertRequestSchema,
  stockAlertResultSchema,
  stockAlertStateQuerySchema,
  stockAlertStateSchema,
} from '@shop/shared/schemas/stock-alert';
import { currentUser, readSessionUser } from '../../plugins/access.ts';
import { confirmStockAlert } from './confirm-stock-alert.ts';
import { renderConfirmPage } from './confirm-page.ts';
import { isWaitingForStock, requestStockAlert } from './request-stock-alert.ts';
import { productUrl } from './stock-alert-mails.ts';

const params = z.object({ id: entityIdSchema });
const tokenSchema = z.object({ token: z.string().min(1).max(200).optional() });
export const STOCK_ALERT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/:id/stock-alert',
    {
      config: { access: 'public', rateLimit: STOCK_ALERT_RATE_LIMIT },
      bodyLimit: 2048,
      schema: {
        params,
        body: stockAlertRequestSchema.nullish(),
        response: { 200: stockAlertResultSchema },
      },
    },
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
    {
      config: { access: 'user' },
      schema: {
        params,
        querystring: stockAlertStateQuerySchema,
        response: { 200: stockAlertStateSchema },
      },
    },
    async (request) => ({
      isWaiting: await isWaitingForStock(app.ctx, {
        productId: request.params.id,
        variantId: request.query.variantId,
        user: currentUser(request),
      }),
    }),
  );

  await app.register(async (scope) => {
    const confirm = scope.withTypeProvider<ZodTypeProvider>();
    // The confirmation page's button posts a plain HTML form; only this scope parses one.
    confirm.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    confirm.get(
      '/stock-alerts/confirm',
      { config: { access: 'public' }, schema: { querystring: tokenSchema } },
      async (request, reply) => {
        const { token } = request.query;
        const shopUrl = `${app.ctx.config.publicUrl}/`;
        reply
          .header('cache-control', 'no-store')
          // With the default no-referrer, Chromium posts the form with `Origin: null`, which
          // the cross-origin check refuses; same-origin keeps the real origin on our own form.
          .header('referrer-policy', 'same-origin')
          .type('text/html; charset=utf-8');
        if (!token) return reply.status(400).send(renderConfirmPage({ state: 'invalid', shopUrl }));
        return reply.send(renderConfirmPage({ state: 'ask', token }));
      },
    );

    confirm.post(
      '/stock-alerts/confirm',
      {
        config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { body: tokenSchema },
      },
      async (request, reply) => {
        const shopUrl = `${app.ctx.config.publicUrl}/`;
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        const result = request.body.token
          ? await confirmStockAlert(app.ctx.db, request.body.token)
          : ({ outcome: 'invalid' } as const);
        if (result.outcome === 'invalid') {
          return reply.status(400).send(renderConfirmPage({ state: 'invalid', shopUrl }));
        }
        return reply.send(
          renderConfirmPage({
            state: result.outcome,
            productName: result.product.name,
            productUrl: productUrl(app.ctx.config.publicUrl, result.product),
          }),
        );
      },
    );
  });
};
