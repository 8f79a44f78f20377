/** The maker's newsletter under /api/admin/newsletter: campaigns and subscribers (admin only). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignInputSchema,
  campaignListSchema,
  campaignPreviewInputSchema,
  campaignPreviewSchema,
  campaignSchema,
  campaignSendSchema,
  sendTestResultSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
} from '@shop/shared/schemas/newsletter';
import { unauthorized } from '../../lib/app-error.ts';
import { campaignMail, renderCampaign } from './campaign-mail.ts';
import {
  createCampaign,
  deleteCampaign,
  dispatchCampaigns,
  getCampaign,
  listCampaigns,
  sendCampaign,
  sendTestCampaign,
  updateCampaign,
} from './campaigns.ts';
import { exportSubscribersCsv, listSubscribers, removeSubscriber } from './subscribers.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { sendDownload } from '../../lib/download.ts';
import { deleteRoute } from '../../lib/record-routes.ts';

const admin = { access: 'admin' } as const;
const idParams = z.object({ id: z.string().min(1).max(64) });

export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/newsletter/campaigns',
    routeOptions({ access: 'admin', response: campaignListSchema }),
    async () => ({ items: await listCampaigns(app.ctx.db) }),
  );

  app.post(
    '/admin/newsletter/campaigns',
    routeOptions({ access: 'admin', body: campaignInputSchema, created: campaignSchema }),
    async (request, reply) =>
      reply.status(201).send(await createCampaign(app.ctx.db, request.body)),
  );

  app.get(
    '/admin/newsletter/campaigns/:id',
    routeOptions({ access: 'admin', params: idParams, response: campaignSchema }),
    async (request) => getCampaign(app.ctx.db, request.params.id),
  );

  app.put(
    '/admin/newsletter/campaigns/:id',
    routeOptions({
      access: 'admin',
      params: idParams,
      body: campaignInputSchema,
      response: campaignSchema,
    }),
    async (request) => updateCampaign(app.ctx.db, { id: request.params.id, input: request.body }),
  );

  deleteRoute(app, '/admin/newsletter/campaigns/:id', { access: 'admin', params: idParams }, (id) =>
    deleteCampaign(app.ctx.db, id),
  );

  // What the mail will look like, drawn by the same code that writes the real one.
  app.post(
    '/admin/newsletter/preview',
    routeOptions({
      access: 'admin',
      body: campaignPreviewInputSchema,
      response: campaignPreviewSchema,
    }),
    async (request) => {
      const rendered = await renderCampaign(app.ctx, {
        subject: request.body.subject.trim() || 'Your subject',
        body: request.body.body,
      });
      const to = request.user?.email ?? 'subscriber@example.com';
      return { html: campaignMail(app.ctx, to, rendered).html, cards: rendered.cards };
    },
  );

  app.post(
    '/admin/newsletter/campaigns/:id/test',
    routeOptions({ access: 'admin', params: idParams, response: sendTestResultSchema }),
    async (request) => {
      if (!request.user) throw unauthorized();
      return sendTestCampaign(app.ctx, { id: request.params.id, to: request.user.email });
    },
  );

  app.post(
    '/admin/newsletter/campaigns/:id/send',
    routeOptions({
      access: 'admin',
      params: idParams,
      body: campaignSendSchema,
      response: campaignSchema,
    }),
    async (request) => {
      const { scheduledAt } = request.body;
      const campaign = await sendCampaign(app.ctx, {
        id: request.params.id,
        scheduledAt: scheduledAt ? new Date(scheduledAt) : null,
      });
      // Sent now: the first batch is queued before the answer, the rest by the dispatcher.
      if (!scheduledAt) await dispatchCampaigns(app.ctx);
      return getCampaign(app.ctx.db, campaign.id);
    },
  );

  app.get(
    '/admin/newsletter/subscribers',
    routeOptions({
      access: 'admin',
      querystring: subscriberListQuerySchema,
      response: subscriberListSchema,
    }),
    async (request) => listSubscribers(app.ctx.db, request.query),
  );

  deleteRoute(
    app,
    '/admin/newsletter/subscribers/:id',
    { access: 'admin', params: idParams },
    (id) => removeSubscriber(app.ctx.db, id),
  );

  app.get('/admin/newsletter/subscribers/export', { config: admin }, async (_request, reply) =>
    sendDownload(reply, {
      filename: 'newsletter-subscribers.csv',
      type: 'text/csv; charset=utf-8',
      body: await exportSubscribersCsv(app.ctx.db),
    }),
  );
};
