/**
 * GET /api/shipping (the shipping page's figures) and the maker's settings under
 * /api/admin/shipping (read and replace the list of rates).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingSettingsInputSchema, shippingSettingsSchema } from '@shop/shared/schemas/shipping';
import { listShippingRates, replaceShippingRates } from './shipping-rates.ts';

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping',
    {
      config: { access: 'public' },
      schema: { response: { 200: shippingSettingsSchema } },
    },
    async () => ({ rates: await listShippingRates(app.ctx.db) }),
  );

  app.get(
    '/admin/shipping',
    {
      config: { access: 'admin' },
      schema: { response: { 200: shippingSettingsSchema } },
    },
    async () => ({ rates: await listShippingRates(app.ctx.db) }),
  );

  app.put(
    '/admin/shipping',
    {
      config: { access: 'admin', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: shippingSettingsInputSchema, response: { 200: shippingSettingsSchema } },
    },
    async (request) => ({ rates: await replaceShippingRates(app.ctx.db, request.body) }),
  );
};
