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
import { routeOptions } from '../../lib/route-options.ts';
import { settingRoutes } from '../../lib/record-routes.ts';

const params = z.object({ id: z.string().max(100) });

export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reviews',
    routeOptions({
      access: 'admin',
      querystring: adminReviewQuerySchema,
      response: adminReviewListSchema,
    }),
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

  settingRoutes(app, '/admin/reviews/settings', {
    access: 'admin',
    schema: reviewSettingsSchema,
    read: () => getReviewSettings(app.ctx.db),
    save: (settings) => saveReviewSettings(app.ctx.db, settings),
  });
};
