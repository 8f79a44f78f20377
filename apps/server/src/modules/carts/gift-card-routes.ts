/**
 * The cart's gift cards under /api/cart (kept-gift-cards.ts): Apply, Remove, what the kept cards
 * pay of the cart's total, and the cart's checkout with them. The cart is the visitor's (the
 * session's, else the guest cookie's), never one the body names; no answer carries a code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartCheckoutRequestSchema,
  cartGiftCardApplySchema,
  cartGiftCardsQuoteRequestSchema,
  cartGiftCardsQuoteSchema,
  cartGiftCardsSchema,
} from '@shop/shared/schemas/cart-gift-cards';
import { checkoutResponseSchema } from '@shop/shared/schemas/order';
import { currentUser, readSessionUser } from '../../plugins/access.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { checkerKeys, GIFT_CARD_CHECK_LIMIT } from '../gift-cards/index.ts';
import { checkoutVisitorCart } from './checkout-cart.ts';
import { cartOwnerForChange } from './guest-cart-cookie.ts';
import { applyCartGiftCard, quoteKeptGiftCards, removeCartGiftCard } from './kept-gift-cards.ts';
import { readVisitorCart } from './visitor-cart.ts';

/** A kept card's id (a random UUID the cart gave it when applied). */
const cardParams = z.object({ id: z.string().uuid() });

export const cartGiftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/gift-cards',
    routeOptions({
      access: 'public',
      // Per address, as every code check: on top of the misses' lock.
      rateLimit: GIFT_CARD_CHECK_LIMIT,
      body: cartGiftCardApplySchema,
      response: cartGiftCardsSchema,
    }),
    async (request, reply) => {
      const user = await readSessionUser(app, request);
      const owner = await cartOwnerForChange(app, request, reply, user);
      const keys = checkerKeys(request, reply, user?.id ?? null);
      return applyCartGiftCard(app.ctx.db, owner, keys, request.body.code);
    },
  );

  app.delete(
    '/cart/gift-cards/:id',
    routeOptions({
      access: 'public',
      rateLimit: { max: 60, timeWindow: '1 minute' },
      params: cardParams,
      response: cartGiftCardsSchema,
    }),
    async (request, reply) => {
      const user = await readSessionUser(app, request);
      const owner = await cartOwnerForChange(app, request, reply, user);
      return removeCartGiftCard(app.ctx.db, owner, request.params.id);
    },
  );

  // A read asked by POST because its question is a body (the cart's total); it writes nothing.
  app.post(
    '/cart/gift-cards/quote',
    routeOptions({
      access: 'public',
      rateLimit: { max: 120, timeWindow: '1 minute' },
      body: cartGiftCardsQuoteRequestSchema,
      response: cartGiftCardsQuoteSchema,
    }),
    async (request) => {
      const user = await readSessionUser(app, request);
      const cart = await readVisitorCart(app, request, user);
      return quoteKeptGiftCards(app.ctx.db, cart?.giftCards ?? [], request.body.dueCents);
    },
  );

  app.post(
    '/cart/checkout',
    {
      config: {
        access: 'user',
        // Per customer, as POST /api/checkout.
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: { body: cartCheckoutRequestSchema, response: { 200: checkoutResponseSchema } },
    },
    async (request) => {
      const body = request.body;
      const { url } = await checkoutVisitorCart(app, request, currentUser(request), {
        items: body.items,
        discountCode: body.discountCode,
        gift: { isGift: body.isGift, note: body.giftNote, wrap: body.giftWrap },
        giftCards: body.giftCards ?? [],
        shippingAddress: body.shippingAddress,
      });
      return { url };
    },
  );
};
