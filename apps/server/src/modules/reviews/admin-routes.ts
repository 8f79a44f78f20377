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
import { recordActions } from '../../lib/record-actions.ts';
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

  const action = recordActions(app, {
    base: '/admin/reviews',
    access: 'admin',
    params,
    response: adminReviewSchema,
  });
  action('POST', 'approve', undefined, (reviewId) => approveReview(app.ctx.db, { reviewId }));
  action('POST', 'reject', rejectReviewSchema, (reviewId, { reason }) =>
    rejectReview(app.ctx.db, { reviewId, reason }),
  );
  action('PUT', 'reply', replyReviewSchema, (reviewId, { reply }) =>
    replyToReview(app.ctx.db, { reviewId, reply }),
  );
  action('DELETE', 'reply', undefined, (reviewId) => removeReviewReply(app.ctx.db, { reviewId }));

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
