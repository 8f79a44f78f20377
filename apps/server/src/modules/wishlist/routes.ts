/**
 * The signed-in shopper's wishlist under /api/wishlist. Every call works on the caller's own
 * entries only: the user id comes from the session, never from the request.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productIdParamsSchema,
  wishlistAddSchema,
  wishlistSchema,
} from '@shop/shared/schemas/account';
import { currentUser } from '../../plugins/access.ts';
import { addToWishlist } from './add-to-wishlist.ts';
import { listWishlist } from './list-wishlist.ts';
import { removeFromWishlist } from './remove-from-wishlist.ts';
import { routeOptions } from '../../lib/route-options.ts';

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wishlist',
    routeOptions({ access: 'user', response: wishlistSchema }),
    async (request) => ({ productIds: await listWishlist(app.ctx.db, currentUser(request).id) }),
  );

  // Adding and removing both answer with the caller's wishlist as it now is.
  const change = async (
    request: FastifyRequest,
    apply: typeof addToWishlist | typeof removeFromWishlist,
    productId: string,
  ) => ({ productIds: await apply(app.ctx.db, { userId: currentUser(request).id, productId }) });

  app.post(
    '/wishlist',
    routeOptions({ access: 'user', body: wishlistAddSchema, response: wishlistSchema }),
    async (request) => change(request, addToWishlist, request.body.productId),
  );

  app.delete(
    '/wishlist/:productId',
    routeOptions({ access: 'user', params: productIdParamsSchema, response: wishlistSchema }),
    async (request) => change(request, removeFromWishlist, request.params.productId),
  );
};
