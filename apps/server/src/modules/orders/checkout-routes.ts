/**
 * POST /api/checkout: a signed-in customer turns their cart into an order and a hosted payment
 * page. POST /api/cart/quote: anyone's cart priced by the same rule (what the cart shows).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRequestSchema, checkoutResponseSchema } from '@shop/shared/schemas/order';
import { orderQuoteRequestSchema, orderQuoteSchema } from '@shop/shared/schemas/order-quote';
import { currentUser, readSessionUser } from '../../plugins/access.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { createCheckout } from './create-checkout.ts';
import { priceOrder, toOrderQuote } from './price-order.ts';
import { createGiftCardCheckout } from './create-gift-card-checkout.ts';
import { giftCardPurchaseSchema } from '@shop/shared/schemas/gift-card';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/quote',
    routeOptions({
      access: 'public',
      // Per address, like the code check it includes: guessing codes costs time.
      rateLimit: { max: 60, timeWindow: '1 minute' },
      body: orderQuoteRequestSchema,
      response: orderQuoteSchema,
    }),
    async (request) => {
      const user = await readSessionUser(app, request);
      const { items, discountCode, giftWrap } = request.body;
      const pricing = await priceOrder(
        app.ctx.db,
        { lines: items, discountCode, giftWrap, userId: user?.id ?? null },
        'quote',
      );
      return toOrderQuote(pricing);
    },
  );

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
    async (request) => {
      const { url, orderId } = await createCheckout(
        {
          db: app.ctx.db,
          config: app.ctx.config,
          payments: app.ctx.payments,
          authSecret: app.ctx.authSecret,
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
      );
      // The funnel's "checkout" step; whether it was paid is read from the order later.
      app.analytics.track(request, { kind: 'checkout', orderId });
      return { url };
    },
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
        {
          db: app.ctx.db,
          config: app.ctx.config,
          payments: app.ctx.payments,
          authSecret: app.ctx.authSecret,
          log: request.log,
        },
        currentUser(request),
        request.body,
      ),
  );
};
