/**
 * The product page's "Add to Wishlist" / "Remove from Wishlist" as an HTML form
 * (lib/form-route.ts), so a signed-in shopper saves a piece before the app has loaded and with
 * scripts off: the same services as the API, for the caller's own list only, then 303 back to
 * the page, which the server renders with the list as it now is (the button and the header's
 * count). A signed-out visitor is sent to sign in and brought back.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../../lib/app-error.ts';
import { formRoute } from '../../lib/form-route.ts';
import { addToWishlist } from './add-to-wishlist.ts';
import { removeFromWishlist } from './remove-from-wishlist.ts';

export const wishlistFormRoutes: FastifyPluginAsync = async (app) => {
  formRoute(app, '/wishlist', {
    form: 'wishlist',
    access: 'user',
    schema: z.object({
      productId: z.guid('Invalid product id'),
      intent: z.enum(['add', 'remove']),
    }),
    handle: async ({ productId, intent }, { user }) => {
      if (!user) throw unauthorized();
      const apply = intent === 'add' ? addToWishlist : removeFromWishlist;
      await apply(app.ctx.db, { userId: user.id, productId });
    },
  });
};
