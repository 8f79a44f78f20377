/**
 * Monthly drops, public side: the list for the home page, a visitor's "Notify me at launch"
 * (rate-limited) and its confirmation link (a page + its POST). The admin's writes are in
 * admin-routes.ts.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import {
  dropNotifyRequestSchema,
  dropNotifyResultSchema,
  monthlyDropListSchema,
} from '@shop/shared/schemas/monthly-drop';
import { listMonthlyDrops } from './list-monthly-drops.ts';
import { confirmLaunchNotice, requestLaunchNotice } from './request-launch-notice.ts';
import { renderNoticeConfirmPage } from './confirm-page.ts';

const params = z.object({ id: entityIdSchema });
const tokenSchema = z.object({ token: z.string().min(1).max(200).optional() });
export const DROP_NOTIFY_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

export const monthlyDropRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/monthly-drops',
    {
      config: { access: 'public', publicCache: true },
      schema: { response: { 200: monthlyDropListSchema } },
    },
    async () => ({ items: await listMonthlyDrops(app.ctx.db, app.ctx.storage) }),
  );

  app.post(
    '/monthly-drops/:id/notify',
    {
      config: { access: 'public', rateLimit: DROP_NOTIFY_RATE_LIMIT },
      bodyLimit: 2048,
      schema: { params, body: dropNotifyRequestSchema, response: { 200: dropNotifyResultSchema } },
    },
    async (request) =>
      requestLaunchNotice(app.ctx, { dropId: request.params.id, email: request.body.email }),
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
      '/monthly-drops/notify/confirm',
      { config: { access: 'public' }, schema: { querystring: tokenSchema } },
      async (request, reply) => {
        const { token } = request.query;
        reply
          .header('cache-control', 'no-store')
          // With the default no-referrer, Chromium posts the form with `Origin: null`, which
          // the cross-origin check refuses; same-origin keeps the real origin on our own form.
          .header('referrer-policy', 'same-origin')
          .type('text/html; charset=utf-8');
        if (!token) {
          const shopUrl = `${app.ctx.config.publicUrl}/`;
          return reply.status(400).send(renderNoticeConfirmPage({ state: 'invalid', shopUrl }));
        }
        return reply.send(renderNoticeConfirmPage({ state: 'ask', token }));
      },
    );

    confirm.post(
      '/monthly-drops/notify/confirm',
      {
        config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { body: tokenSchema },
      },
      async (request, reply) => {
        const shopUrl = `${app.ctx.config.publicUrl}/`;
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        const result = request.body.token
          ? await confirmLaunchNotice(app.ctx.db, request.body.token)
          : ({ outcome: 'invalid' } as const);
        if (result.outcome === 'invalid') {
          return reply.status(400).send(renderNoticeConfirmPage({ state: 'invalid', shopUrl }));
        }
        return reply.send(
          renderNoticeConfirmPage({
            state: result.outcome,
            dropName: result.drop.name,
            dropUrl: `${app.ctx.config.publicUrl}/#drop-${result.drop.id}`,
          }),
        );
      },
    );
  });
};
