/**
 * POST /api/discounts/check (the cart's Apply; anyone, the signed-in shopper's earlier uses
 * counted) and the maker's codes under /api/admin/discounts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  discountCheckSchema,
  discountInputSchema,
  discountListSchema,
  discountPauseSchema,
  discountQuoteSchema,
  discountSchema,
} from '@shop/shared/schemas/discount';
import { readSessionUser } from '../../plugins/access.ts';
import { checkDiscount } from './check-discount.ts';
import {
  createDiscount,
  listDiscounts,
  setDiscountPaused,
  updateDiscount,
} from './manage-discounts.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const writeLimit = { max: 60, timeWindow: '1 minute' };

export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/discounts/check',
    {
      // Per address: guessing codes costs time.
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: discountCheckSchema, response: { 200: discountQuoteSchema } },
    },
    async (request) => {
      const user = await readSessionUser(app, request);
      return checkDiscount(app.ctx.db, { ...request.body, userId: user?.id ?? null });
    },
  );

  app.get(
    '/admin/discounts',
    { config: { access: 'admin' }, schema: { response: { 200: discountListSchema } } },
    async () => ({ items: await listDiscounts(app.ctx.db) }),
  );

  app.post(
    '/admin/discounts',
    {
      config: { access: 'admin', rateLimit: writeLimit },
      schema: { body: discountInputSchema, response: { 201: discountSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createDiscount(app.ctx.db, request.body)),
  );

  app.put(
    '/admin/discounts/:id',
    {
      config: { access: 'admin', rateLimit: writeLimit },
      schema: { params: idParams, body: discountInputSchema, response: { 200: discountSchema } },
    },
    async (request) => updateDiscount(app.ctx.db, request.params.id, request.body),
  );

  app.post(
    '/admin/discounts/:id/pause',
    {
      config: { access: 'admin', rateLimit: writeLimit },
      schema: { params: idParams, body: discountPauseSchema, response: { 200: discountSchema } },
    },
    async (request) => setDiscountPaused(app.ctx.db, request.params.id, request.body.paused),
  );
};
