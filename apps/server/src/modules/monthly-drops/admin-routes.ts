/**
 * The admin's monthly drops under /api/admin: list (with held products), create, update and delete (ADR 013: a domain's
 * admin routes). The public list is in routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import {
  adminMonthlyDropListSchema,
  monthlyDropInputSchema,
  monthlyDropSchema,
} from '@shop/shared/schemas/monthly-drop';
import { listAdminMonthlyDrops } from './list-monthly-drops.ts';
import { createMonthlyDrop, deleteMonthlyDrop, updateMonthlyDrop } from './save-monthly-drop.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { deleteRoute } from '../../lib/record-routes.ts';

const idParams = z.object({ id: entityIdSchema });

export const monthlyDropAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/monthly-drops',
    routeOptions({ access: 'admin', response: adminMonthlyDropListSchema }),
    async () => ({ items: await listAdminMonthlyDrops(app.ctx.db, app.ctx.storage) }),
  );

  app.post(
    '/admin/monthly-drops',
    routeOptions({ access: 'admin', body: monthlyDropInputSchema, created: monthlyDropSchema }),
    async (request, reply) =>
      reply.status(201).send(await createMonthlyDrop(app.ctx, request.body)),
  );

  app.put(
    '/admin/monthly-drops/:id',
    routeOptions({
      access: 'admin',
      params: idParams,
      body: monthlyDropInputSchema,
      response: monthlyDropSchema,
    }),
    async (request) => updateMonthlyDrop(app.ctx, request.params.id, request.body),
  );

  deleteRoute(app, '/admin/monthly-drops/:id', { access: 'admin', params: idParams }, (id) =>
    deleteMonthlyDrop(app.ctx, id),
  );
};
