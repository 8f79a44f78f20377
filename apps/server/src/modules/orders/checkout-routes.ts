/** POST /api/checkout: a signed-in customer turns their cart into an order and a hosted payment page. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRequestSchema, checkoutResponseSchema } from '@shop/shared/schemas/order';
import { currentUser } from '../../plugins/access.ts';
import { createCheckout } from './create-checkout.ts';
import { createGiftCardCheckout } from './create-gift-card-checkout.ts';
import { giftCardPurchaseSchema } from '@shop/shared/schemas/gift-card';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout',
    {
      config: {
        access: 'user',
        // Per customer (the hook runs after the session is read), generous for real carts.
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: { body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } },
    },
    async (request) =>
      createCheckout(
        {
          db: app.ctx.db,
          config: app.ctx.config,
          payments: app.ctx.payments,
          log: request.log,
          kickOutbox: () => app.ctx.outbox.kick(),
        },
        currentUser(request),
        request.body.items,
        {
          discountCode: request.body.discountCode,
          isGift: request.body.isGift,
          giftNote: request.body.giftNote,
          giftWrap: request.body.giftWrap,
          giftCards: request.body.giftCards,
          shippingAddress: request.body.shippingAddress,
        },
      ),
  );

  // Buying a gift card: its own one-line order and hosted payment page.
  app.post(
    '/checkout/gift-card',
    {
      config: {
        access: 'user',
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: { body: giftCardPurchaseSchema, response: { 200: checkoutResponseSchema } },
    },
    async (request) =>
      createGiftCardCheckout(
        { db: app.ctx.db, config: app.ctx.config, payments: app.ctx.payments, log: request.log },
        currentUser(request),
        request.body,
      ),
  );
};
