/**
 * The signed-in shopper's cart under /api/cart: read it, save it after a change, merge the
 * browser's cart into it at sign-in, and the "Cart reminders" choice with its one-click opt-out
 * link. Every call but the signed link works on the caller's own cart: the user id comes from the
 * session, never from the request.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartMergeRequestSchema,
  cartRemindersSchema,
  cartSaveRequestSchema,
  cartSaveResultSchema,
  savedCartSchema,
} from '@shop/shared/schemas/cart';
import { registerOptOutRoute } from '../../lib/opt-out-route.ts';
import { currentUser } from '../../plugins/access.ts';
import { findAccountContacts } from '../accounts/index.ts';
import { getCart } from './get-cart.ts';
import { mergeCart } from './merge-cart.ts';
import { isValidOptOutToken } from './opt-out-link.ts';
import { renderOptOutPage } from './opt-out-page.ts';
import { getCartReminders, setCartReminders } from './reminder-setting.ts';
import { saveCart } from './save-cart.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { settingRoutes } from '../../lib/record-routes.ts';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cart', routeOptions({ access: 'user', response: savedCartSchema }), async (request) =>
    getCart(app.ctx.db, { userId: currentUser(request).id }),
  );

  app.put(
    '/cart',
    routeOptions({ access: 'user', body: cartSaveRequestSchema, response: cartSaveResultSchema }),
    async (request) =>
      saveCart(app.ctx.db, { userId: currentUser(request).id, cart: request.body }),
  );

  app.post(
    '/cart/merge',
    routeOptions({ access: 'user', body: cartMergeRequestSchema, response: savedCartSchema }),
    async (request) =>
      mergeCart(app.ctx.db, { userId: currentUser(request).id, cart: request.body }),
  );

  settingRoutes(app, '/cart/reminders', {
    access: 'user',
    schema: cartRemindersSchema,
    read: (request) => getCartReminders(app.ctx.db, { userId: currentUser(request).id }),
    save: ({ isEnabled }, request) =>
      setCartReminders(app.ctx.db, { userId: currentUser(request).id, isEnabled }),
  });

  await registerOptOutRoute(app, {
    path: '/cart/reminders/opt-out',
    isValidToken: isValidOptOutToken,
    // An account deleted since the mail has nothing left to turn off.
    optOut: async (userId) => {
      if ((await findAccountContacts(app.ctx.db, [userId])).has(userId)) {
        await setCartReminders(app.ctx.db, { userId, isEnabled: false });
      }
    },
    renderPage: renderOptOutPage,
  });
};
