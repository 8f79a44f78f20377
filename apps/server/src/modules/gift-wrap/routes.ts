/**
 * GET /api/gift-wrap (the cart's offer: the price, or null when not offered) and the maker's
 * setting under /api/admin/gift-wrap.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftWrapSettingsSchema } from '@shop/shared/schemas/gift-wrap';
import { getGiftWrapSettings, saveGiftWrapSettings } from './gift-wrap-settings.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { settingRoutes } from '../../lib/record-routes.ts';

export const giftWrapRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = () => getGiftWrapSettings(app.ctx.db);
  app.get('/gift-wrap', routeOptions({ access: 'public', response: giftWrapSettingsSchema }), read);
  settingRoutes(app, '/admin/gift-wrap', {
    access: 'admin',
    schema: giftWrapSettingsSchema,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    read,
    save: (settings) => saveGiftWrapSettings(app.ctx.db, settings),
  });
};
