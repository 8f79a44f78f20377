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

const admin = { access: 'admin' } as const;
const idParams = z.object({ id: z.string().min(1).max(64) });

export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/newsletter/campaigns',
    { config: admin, schema: { response: { 200: campaignListSchema } } },
    async () => ({ items: await listCampaigns(app.ctx.db) }),
  );

  app.post(
    '/admin/newsletter/campaigns',
    {
      config: admin,
      schema: { body: campaignInputSchema, response: { 201: campaignSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCampaign(app.ctx.db, request.body)),
  );

  app.get(
    '/admin/newsletter/campaigns/:id',
    { config: admin, schema: { params: idParams, response: { 200: campaignSchema } } },
    async (request) => getCampaign(app.ctx.db, request.params.id),
  );

  app.put(
    '/admin/newsletter/campaigns/:id',
    {
      config: admin,
      schema: { params: idParams, body: campaignInputSchema, response: { 200: campaignSchema } },
    },
    async (request) => updateCampaign(app.ctx.db, { id: request.params.id, input: request.body }),
  );

  app.delete(
    '/admin/newsletter/campaigns/:id',
    { config: admin, schema: { params: idParams } },
    async (request, reply) => {
      await deleteCampaign(app.ctx.db, request.params.id);
      return reply.status(204).send();
    },
  );

  // What the mail will look like, drawn by the same code that writes the real one.
  app.post(
    '/admin/newsletter/preview',
    {
      config: admin,
      schema: { body: campaignPreviewInputSchema, response: { 200: campaignPreviewSchema } },
    },
    async (request) => {
      const rendered = await renderCampaign(app.ctx, {
        subject: request.body.subject.trim() || 'Your subject',
        body: request.body.body,
      });
      const to = request.user?.email ?? 'subscriber@example.com';
      return { html: campaignMail(app.ctx, to, rendered).html };
    },
  );

  app.post(
    '/admin/newsletter/campaigns/:id/test',
    {
      config: admin,
      schema: { params: idParams, response: { 200: sendTestResultSchema } },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return sendTestCampaign(app.ctx, { id: request.params.id, to: request.user.email });
    },
  );

  app.post(
    '/admin/newsletter/campaigns/:id/send',
    {
      config: admin,
      schema: { params: idParams, body: campaignSendSchema, response: { 200: campaignSchema } },
    },
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
    {
      config: admin,
      schema: { querystring: subscriberListQuerySchema, response: { 200: subscriberListSchema } },
    },
    async (request) => listSubscribers(app.ctx.db, request.query),
  );

  app.delete(
    '/admin/newsletter/subscribers/:id',
    { config: admin, schema: { params: idParams } },
    async (request, reply) => {
      await removeSubscriber(app.ctx.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get('/admin/newsletter/subscribers/export', { config: admin }, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(await exportSubscribersCsv(app.ctx.db)),
  );
};
