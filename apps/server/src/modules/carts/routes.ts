/**
 * The visitor's cart under /api/cart: read it and change it (a guest's by their signed cookie, a
 * signed-in shopper's by the session), save a shopper's whole cart, merge at sign-in, and the
 * "Cart reminders" choice with its one-click opt-out link, and the "Restore cart" offer after an
 * unfinished checkout with its answer; the gift cards applied (gift-card-routes.ts). The owner
 * always comes from the
 * session or the signed cookie, never from the request's body.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartChangeSchema,
  cartMergeRequestSchema,
  cartRemindersSchema,
  cartRestoreRequestSchema,
  cartSaveRequestSchema,
  cartSaveResultSchema,
  restoreOfferSchema,
  savedCartSchema,
} from '@shop/shared/schemas/cart';
import { registerOptOutRoute } from '../../lib/opt-out-route.ts';
import { currentUser, readSessionUser } from '../../plugins/access.ts';
import { now } from '../../lib/clock.ts';
import { findAccountContacts } from '../accounts/index.ts';
import { toSavedCart } from './cart-row.ts';
import { changeCart } from './change-cart.ts';
import { cartOwnerForChange } from './guest-cart-cookie.ts';
import { mergeCart } from './merge-cart.ts';
import { mergeGuestCartOfRequest } from './merge-guest-cart.ts';
import { isValidOptOutToken } from './opt-out-link.ts';
import { renderOptOutPage } from './opt-out-page.ts';
import { answerRestoreOffer, getRestoreOffer } from './restore-offer.ts';
import { getCartReminders, setCartReminders } from './reminder-setting.ts';
import { readVisitorCart } from './visitor-cart.ts';
import { saveCart } from './save-cart.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { settingRoutes } from '../../lib/record-routes.ts';
import { cartGiftCardRoutes } from './gift-card-routes.ts';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // The gift cards applied in the cart, and the cart's checkout with them.
  await app.register(cartGiftCardRoutes);

  app.get('/cart', routeOptions({ access: 'public', response: savedCartSchema }), async (request) =>
    toSavedCart(await readVisitorCart(app, request)),
  );

  app.post(
    '/cart/changes',
    routeOptions({
      access: 'public',
      body: cartChangeSchema,
      response: savedCartSchema,
      // Generous for a shopper pressing + quickly; a script making guest carts is held back.
      rateLimit: { max: 300, timeWindow: '1 minute' },
    }),
    async (request, reply) => {
      const change = request.body;
      const saved = await changeCart(
        app.ctx.db,
        await cartOwnerForChange(app, request, reply),
        change,
      );
      // The funnel's "added to cart" step, counted once the cart has taken it.
      if (change.kind === 'add')
        app.analytics.track(request, { kind: 'add_to_cart', productId: change.productId });
      return saved;
    },
  );

  app.put(
    '/cart',
    routeOptions({ access: 'user', body: cartSaveRequestSchema, response: cartSaveResultSchema }),
    async (request) =>
      saveCart(app.ctx.db, { userId: currentUser(request).id, cart: request.body }),
  );

  // Sign-in: the lines sent (a browser's own cart) and the guest cart of this browser's cookie
  // are both added to the account's.
  app.post(
    '/cart/merge',
    routeOptions({ access: 'user', body: cartMergeRequestSchema, response: savedCartSchema }),
    async (request, reply) => {
      const userId = currentUser(request).id;
      const merged = await mergeCart(app.ctx.db, { userId, cart: request.body });
      return (await mergeGuestCartOfRequest(app, request, reply, userId)) ?? merged;
    },
  );

  // An unfinished checkout's "Restore cart" offer (restore-offer.ts): a guest never has one.
  app.get(
    '/cart/restore-offer',
    routeOptions({ access: 'public', response: restoreOfferSchema }),
    async (request) => {
      const user = request.user ?? (await readSessionUser(app, request));
      if (!user) return { offer: null };
      return getRestoreOffer(app.ctx.db, { userId: user.id, now: now() });
    },
  );

  app.post(
    '/cart/restore',
    routeOptions({ access: 'user', body: cartRestoreRequestSchema, response: savedCartSchema }),
    async (request) =>
      answerRestoreOffer(app.ctx.db, {
        userId: currentUser(request).id,
        answer: request.body,
        now: now(),
      }),
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
