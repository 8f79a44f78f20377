/**
 * Monthly drops, public side: the list for the home page, a visitor's "Notify me at launch"
 * (rate-limited) and its confirmation link (a page + its POST). The admin's writes are in
 * admin-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import {
  dropNotifyRequestSchema,
  dropNotifyResultSchema,
  monthlyDropListSchema,
} from '@shop/shared/schemas/monthly-drop';
import { registerConfirmLinkRoutes } from '../../lib/confirm-link-routes.ts';
import { listMonthlyDrops } from './list-monthly-drops.ts';
import { confirmLaunchNotice, requestLaunchNotice } from './request-launch-notice.ts';
import { NOTICE_LINK_PAGES } from './confirm-page.ts';
import { routeOptions } from '../../lib/route-options.ts';

const params = z.object({ id: entityIdSchema });
export const DROP_NOTIFY_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

export const monthlyDropRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/monthly-drops',
    routeOptions({ access: 'public', publicCache: true, response: monthlyDropListSchema }),
    async () => ({ items: await listMonthlyDrops(app.ctx.db, app.ctx.storage) }),
  );

  app.post(
    '/monthly-drops/:id/notify',
    routeOptions({
      access: 'public',
      rateLimit: DROP_NOTIFY_RATE_LIMIT,
      bodyLimit: 2048,
      params,
      body: dropNotifyRequestSchema,
      response: dropNotifyResultSchema,
    }),
    async (request) =>
      requestLaunchNotice(app.ctx, { dropId: request.params.id, email: request.body.email }),
  );

  await registerConfirmLinkRoutes(app, {
    path: '/monthly-drops/notify/confirm',
    confirm: (token) => confirmLaunchNotice(app.ctx.db, token),
    pages: NOTICE_LINK_PAGES,
    subjectOf: ({ drop }) => ({
      name: drop.name,
      url: `${app.ctx.config.publicUrl}/#drop-${drop.id}`,
    }),
  });
};
