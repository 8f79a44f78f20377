/**
 * A signed-in shopper's star rating on the product page as an HTML form (lib/form-route.ts):
 * each star is a submit button naming its `rating`, so a shopper rates before the app has
 * loaded and with scripts off. The same service as the API (one rating per shopper and product,
 * the product's average moved with it), then 303 back to the page, rendered with the new figures.
 * A signed-out visitor is sent to sign in and brought back.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { RATING_MAX } from '@shop/shared/constants';
import { unauthorized } from '../../lib/app-error.ts';
import { formRoute } from '../../lib/form-route.ts';
import { rateProduct } from './rate-product.ts';

const RATE_REASON = 'Choose a rating from 1 to 5';

export const ratingFormRoutes: FastifyPluginAsync = async (app) => {
  formRoute(app, '/ratings', {
    form: 'rating',
    access: 'user',
    schema: z.object({
      productId: z.guid('Invalid product id'),
      rating: z.coerce
        .number(RATE_REASON)
        .int(RATE_REASON)
        .min(1, RATE_REASON)
        .max(RATING_MAX, RATE_REASON),
    }),
    handle: async ({ productId, rating }, { user }) => {
      if (!user) throw unauthorized();
      await rateProduct(app.ctx.db, { userId: user.id, productId, rating });
      return { notice: `You rated this ${rating} out of ${RATING_MAX}.` };
    },
  });
};
