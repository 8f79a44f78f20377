/**
 * Product ratings under /api/products/:id/rating: a signed-in shopper reads and sets their own
 * rating; the answer to a rating carries the product's new average and count.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import {
  myRatingSchema,
  rateProductSchema,
  ratingResultSchema,
} from '@shop/shared/schemas/account';
import { currentUser } from '../../plugins/access.ts';
import { getMyRating } from './get-my-rating.ts';
import { rateProduct } from './rate-product.ts';
import { routeOptions } from '../../lib/route-options.ts';

const params = z.object({ id: entityIdSchema });

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/rating',
    routeOptions({ access: 'user', params, response: myRatingSchema }),
    async (request) => ({
      myRating: await getMyRating(app.ctx.db, {
        userId: currentUser(request).id,
        productId: request.params.id,
      }),
    }),
  );

  app.put(
    '/products/:id/rating',
    routeOptions({ access: 'user', params, body: rateProductSchema, response: ratingResultSchema }),
    async (request) =>
      rateProduct(app.ctx.db, {
        userId: currentUser(request).id,
        productId: request.params.id,
        rating: request.body.rating,
      }),
  );
};
