/**
 * The signed-in shopper's cart under /api/cart: read it, save it after a change, merge the
 * browser's cart into it at sign-in, and the "Cart reminders" choice with its one-click opt-out
 * link. Every call but the signed link works on the caller's own cart: the user id comes from the
 * session, never from the request.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartMergeRequestSchema,
  cartRemindersSchema,
  cartSaveRequestSchema,
  cartSaveResultSchema,
  savedCartSchema,
} from '@shop/shared/schemas/cart';
import { currentUser } from '../../plugins/access.ts';
import { findAccountContacts } from '../accounts/index.ts';
import { getCart } from './get-cart.ts';
import { mergeCart } from './merge-cart.ts';
import { isValidOptOutToken } from './opt-out-link.ts';
import { renderOptOutPage } from './opt-out-page.ts';
import { getCartReminders, setCartReminders } from './reminder-setting.ts';
import { saveCart } from './save-cart.ts';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart',
    { config: { access: 'user' }, schema: { response: { 200: savedCartSchema } } },
    async (request) => getCart(app.ctx.db, { userId: currentUser(request).id }),
  );

  app.put(
    '/cart',
    {
      config: { access: 'user' },
      schema: { body: cartSaveRequestSchema, response: { 200: cartSaveResultSchema } },
    },
    async (request) =>
      saveCart(app.ctx.db, { userId: currentUser(request).id, cart: request.body }),
  );

  app.post(
    '/cart/merge',
    {
      config: { access: 'user' },
      schema: { body: cartMergeRequestSchema, response: { 200: savedCartSchema } },
    },
    async (request) =>
      mergeCart(app.ctx.db, { userId: currentUser(request).id, cart: request.body }),
  );

  app.get(
    '/cart/reminders',
    { config: { access: 'user' }, schema: { response: { 200: cartRemindersSchema } } },
    async (request) => getCartReminders(app.ctx.db, { userId: currentUser(request).id }),
  );

  app.put(
    '/cart/reminders',
    {
      config: { access: 'user' },
      schema: { body: cartRemindersSchema, response: { 200: cartRemindersSchema } },
    },
    async (request) =>
      setCartReminders(app.ctx.db, {
        userId: currentUser(request).id,
        isEnabled: request.body.isEnabled,
      }),
  );

  await app.register(async (optOut) => {
    // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` as a form body.
    optOut.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const query = z.object({
      user: z.string().max(100).optional(),
      token: z.string().max(100).optional(),
    });
    optOut.route({
      method: ['GET', 'POST'],
      url: '/cart/reminders/opt-out',
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { querystring: query },
      async handler(request, reply) {
        const { user, token } = request.query as z.infer<typeof query>;
        const shopUrl = `${app.ctx.config.publicUrl}/`;
        reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .type('text/html; charset=utf-8');
        if (!user || !token || !isValidOptOutToken(app.ctx.authSecret, user, token)) {
          return reply.status(400).send(renderOptOutPage({ isDone: false, shopUrl }));
        }
        // An account deleted since the mail has nothing left to turn off.
        if ((await findAccountContacts(app.ctx.db, [user])).has(user)) {
          await setCartReminders(app.ctx.db, { userId: user, isEnabled: false });
        }
        return reply.send(renderOptOutPage({ isDone: true, shopUrl }));
      },
    });
  });
};
