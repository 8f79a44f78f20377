/**
 * Monthly drops: the public list for the home page, and the admin's create, update and delete.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  monthlyDropInputSchema,
  monthlyDropListSchema,
  monthlyDropSchema,
} from '@shop/shared/schemas/monthly-drop';
import { listMonthlyDrops } from './list-monthly-drops.ts';
import { createMonthlyDrop, deleteMonthlyDrop, updateMonthlyDrop } from './save-monthly-drop.ts';

const idParams = z.object({ id: z.string() });
const admin = { access: 'admin' } as const;

export const monthlyDropRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/monthly-drops',
    {
      config: { access: 'public', publicCache: true },
      schema: { response: { 200: monthlyDropListSchema } },
    },
    async () => ({ items: await listMonthlyDrops(app.ctx.db, app.ctx.storage) }),
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
