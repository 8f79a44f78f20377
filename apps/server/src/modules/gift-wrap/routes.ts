/**
 * GET /api/gift-wrap (the cart's offer: the price, or null when not offered) and the maker's
 * setting under /api/admin/gift-wrap.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftWrapSettingsSchema } from '@shop/shared/schemas/gift-wrap';
import { getGiftWrapSettings, saveGiftWrapSettings } from './gift-wrap-settings.ts';

export const giftWrapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gift-wrap',
    { config: { access: 'public' }, schema: { response: { 200: giftWrapSettingsSchema } } },
    async () => getGiftWrapSettings(app.ctx.db),
  );

  app.get(
    '/admin/gift-wrap',
    { config: { access: 'admin' }, schema: { response: { 200: giftWrapSettingsSchema } } },
    async () => getGiftWrapSettings(app.ctx.db),
  );

  app.put(
    '/admin/gift-wrap',
    {
      config: { access: 'admin', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: giftWrapSettingsSchema, response: { 200: giftWrapSettingsSchema } },
    },
    async (request) => saveGiftWrapSettings(app.ctx.db, request.body),
  );
};
