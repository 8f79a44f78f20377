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

const idParams = z.object({ id: entityIdSchema });
const admin = { access: 'admin' } as const;

export const monthlyDropAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/monthly-drops',
    { config: admin, schema: { response: { 200: adminMonthlyDropListSchema } } },
    async () => ({ items: await listAdminMonthlyDrops(app.ctx.db, app.ctx.storage) }),
  );

  app.post(
    '/admin/monthly-drops',
    {
      config: admin,
      schema: { body: monthlyDropInputSchema, response: { 201: monthlyDropSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createMonthlyDrop(app.ctx, request.body)),
  );

  app.put(
    '/admin/monthly-drops/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: monthlyDropInputSchema,
        response: { 200: monthlyDropSchema },
      },
    },
    async (request) => updateMonthlyDrop(app.ctx, request.params.id, request.body),
  );

  app.delete(
    '/admin/monthly-drops/:id',
    { config: admin, schema: { params: idParams } },
    async (request, reply) => {
      await deleteMonthlyDrop(app.ctx, request.params.id);
      return reply.status(204).send();
    },
  );
};
