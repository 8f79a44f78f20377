/** Admin → Reviews: the list (by state and product), approve, reject, reply, and the settings. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  rejectReviewSchema,
  replyReviewSchema,
  reviewSettingsSchema,
} from '@shop/shared/schemas/review';
import {
  approveReview,
  listAdminReviews,
  rejectReview,
  removeReviewReply,
  replyToReview,
} from './moderate-reviews.ts';
import { getReviewSettings, saveReviewSettings } from './review-settings.ts';

const params = z.object({ id: z.string().max(100) });
const admin = { access: 'admin' as const };

export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reviews',
    {
      config: admin,
      schema: { querystring: adminReviewQuerySchema, response: { 200: adminReviewListSchema } },
    },
    async (request) => listAdminReviews(app.ctx.db, request.query),
  );

  app.post(
    '/admin/reviews/:id/approve',
    { config: admin, schema: { params, response: { 200: adminReviewSchema } } },
    async (request) => approveReview(app.ctx.db, { reviewId: request.params.id }),
  );

  app.post(
    '/admin/reviews/:id/reject',
    {
      config: admin,
      schema: { params, body: rejectReviewSchema, response: { 200: adminReviewSchema } },
    },
    async (request) =>
      rejectReview(app.ctx.db, { reviewId: request.params.id, reason: request.body.reason }),
  );

  app.put(
    '/admin/reviews/:id/reply',
    {
      config: admin,
      schema: { params, body: replyReviewSchema, response: { 200: adminReviewSchema } },
    },
    async (request) =>
      replyToReview(app.ctx.db, { reviewId: request.params.id, reply: request.body.reply }),
  );

  app.delete(
    '/admin/reviews/:id/reply',
    { config: admin, schema: { params, response: { 200: adminReviewSchema } } },
    async (request) => removeReviewReply(app.ctx.db, { reviewId: request.params.id }),
  );

  app.get(
    '/admin/reviews/settings',
    { config: admin, schema: { response: { 200: reviewSettingsSchema } } },
    async () => getReviewSettings(app.ctx.db),
  );

  app.put(
    '/admin/reviews/settings',
    {
      config: admin,
      schema: { body: reviewSettingsSchema, response: { 200: reviewSettingsSchema } },
    },
    async (request) => saveReviewSettings(app.ctx.db, request.body),
  );
};
