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
import { routeOptions } from '../../lib/route-options.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const writeLimit = { max: 60, timeWindow: '1 minute' };

export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/discounts/check',
    routeOptions({
      access: 'public',
      // Per address: guessing codes costs time.
      rateLimit: { max: 30, timeWindow: '1 minute' },
      body: discountCheckSchema,
      response: discountQuoteSchema,
    }),
    async (request) => {
      const user = await readSessionUser(app, request);
      return checkDiscount(app.ctx.db, { ...request.body, userId: user?.id ?? null });
    },
  );

  app.get(
    '/admin/discounts',
    routeOptions({ access: 'admin', response: discountListSchema }),
    async () => ({ items: await listDiscounts(app.ctx.db) }),
  );

  app.post(
    '/admin/discounts',
    routeOptions({
      access: 'admin',
      rateLimit: writeLimit,
      body: discountInputSchema,
      created: discountSchema,
    }),
    async (request, reply) =>
      reply.status(201).send(await createDiscount(app.ctx.db, request.body)),
  );

  app.put(
    '/admin/discounts/:id',
    routeOptions({
      access: 'admin',
      rateLimit: writeLimit,
      params: idParams,
      body: discountInputSchema,
      response: discountSchema,
    }),
    async (request) => updateDiscount(app.ctx.db, request.params.id, request.body),
  );

  app.post(
    '/admin/discounts/:id/pause',
    routeOptions({
      access: 'admin',
      rateLimit: writeLimit,
      params: idParams,
      body: discountPauseSchema,
      response: discountSchema,
    }),
    async (request) => setDiscountPaused(app.ctx.db, request.params.id, request.body.paused),
  );
};
