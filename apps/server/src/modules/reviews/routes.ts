/**
 * Reviews for shoppers: the approved reviews of a product (public), the caller's own review and
 * whether they may write one, writing and editing it, uploading its photos, and the signed
 * one-click opt-out of review request mails.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myReviewSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListSchema,
} from '@shop/shared/schemas/review';
import { uploadResponseSchema } from '@shop/shared/schemas/upload';
import { registerOptOutRoute } from '../../lib/opt-out-route.ts';
import { currentUser } from '../../plugins/access.ts';
import { multipartOptions, uploadLimitHooks } from '../media/index.ts';
import { listReviews } from './list-reviews.ts';
import { getMyReview } from './my-review.ts';
import { isValidOptOutToken } from './opt-out-link.ts';
import { renderOptOutPage } from './opt-out-page.ts';
import { optOutOfReviewRequests } from './request-reviews.ts';
import { uploadReviewPhotos } from './review-photos.ts';
import { createReview, requireBuyer, updateReview } from './write-review.ts';
import { REVIEW_PHOTOS_MAX } from '@shop/shared/schemas/review';
import { routeOptions } from '../../lib/route-options.ts';

const params = z.object({ id: z.string() });
const WRITE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/reviews',
    routeOptions({
      access: 'public',
      params,
      querystring: reviewListQuerySchema,
      response: reviewListSchema,
    }),
    async (request) =>
      listReviews(app.ctx.db, {
        productId: request.params.id,
        sort: request.query.sort,
        page: request.query.page,
      }),
  );

  app.get(
    '/products/:id/reviews/mine',
    routeOptions({ access: 'user', params, response: myReviewSchema }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getMyReview(app.ctx, {
        userId: currentUser(request).id,
        productId: request.params.id,
      });
    },
  );

  app.post(
    '/products/:id/reviews',
    routeOptions({
      access: 'user',
      rateLimit: WRITE_RATE_LIMIT,
      params,
      body: reviewInputSchema,
      created: myReviewSchema,
    }),
    async (request, reply) => {
      const review = await createReview(app.ctx, {
        userId: currentUser(request).id,
        productId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send(review);
    },
  );

  app.put(
    '/products/:id/reviews/mine',
    routeOptions({
      access: 'user',
      rateLimit: WRITE_RATE_LIMIT,
      params,
      body: reviewInputSchema,
      response: myReviewSchema,
    }),
    async (request) =>
      updateReview(app.ctx, {
        userId: currentUser(request).id,
        productId: request.params.id,
        input: request.body,
      }),
  );

  await app.register(async (uploads) => {
    // Multipart only in this scope, as the admin upload route does.
    await uploads.register(multipart, multipartOptions);
    uploads.post(
      '/products/:id/reviews/photos',
      {
        ...routeOptions({
          access: 'user',
          rateLimit: WRITE_RATE_LIMIT,
          params,
          response: uploadResponseSchema,
        }),
        ...uploadLimitHooks(() => ({ files: REVIEW_PHOTOS_MAX, isSingle: false })),
      },
      async (request) => {
        const { id } = request.params as z.infer<typeof params>;
        // Only a buyer of the product may store photos for its review.
        await requireBuyer(app.ctx, { userId: currentUser(request).id, productId: id });
        return { images: await uploadReviewPhotos(app.ctx.storage, request) };
      },
    );
  });

  await registerOptOutRoute(app, {
    path: '/reviews/opt-out',
    isValidToken: isValidOptOutToken,
    optOut: (userId) => optOutOfReviewRequests(app.ctx, { userId }),
    renderPage: renderOptOutPage,
  });
};
