/**
 * GET /api/shipping (the shipping page's figures) and the maker's settings under
 * /api/admin/shipping (read and replace the list of rates).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingSettingsInputSchema, shippingSettingsSchema } from '@shop/shared/schemas/shipping';
import { listShippingRates, replaceShippingRates } from './shipping-rates.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { settingRoutes } from '../../lib/record-routes.ts';

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async () => ({ rates: await listShippingRates(app.ctx.db) });
  app.get('/shipping', routeOptions({ access: 'public', response: shippingSettingsSchema }), read);
  settingRoutes(app, '/admin/shipping', {
    access: 'admin',
    schema: shippingSettingsSchema,
    input: shippingSettingsInputSchema,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    read,
    save: async (rates) => ({ rates: await replaceShippingRates(app.ctx.db, rates) }),
  });
};
