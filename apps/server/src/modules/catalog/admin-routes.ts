/**
 * The admin's inventory API under /api/admin/products: list with wishlist counts, one product,
 * create, update (every field and the images), the featured toggle, and delete (soft).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import {
  adminProductInputSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
  featuredInputSchema,
} from '@shop/shared/schemas/admin-product';
import type { CatalogDependents } from './dependents.ts';
import { createProduct } from './create-product.ts';
import { deleteProduct } from './delete-product.ts';
import { getAdminProduct } from './get-admin-product.ts';
import { listAdminProducts } from './list-admin-products.ts';
import { setProductFeatured } from './set-product-featured.ts';
import { updateProduct } from './update-product.ts';

const idParams = z.object({ id: entityIdSchema });
const admin = { access: 'admin' } as const;

export const catalogAdminRoutes: FastifyPluginAsyncZod<{ dependents: CatalogDependents }> = async (
  app,
  { dependents },
) => {
  app.get(
    '/admin/products',
    {
      config: admin,
      schema: {
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListSchema },
      },
    },
    async (request) => listAdminProducts(app.ctx.db, dependents, request.query),
  );

  app.get(
    '/admin/products/:id',
    { config: admin, schema: { params: idParams, response: { 200: adminProductSchema } } },
    async (request) => getAdminProduct(app.ctx.db, dependents, request.params.id),
  );

  app.post(
    '/admin/products',
    {
      config: admin,
      schema: { body: adminProductInputSchema, response: { 201: adminProductSchema } },
    },
    async (request, reply) => reply.status(201).send(await createProduct(app.ctx.db, request.body)),
  );

  app.put(
    '/admin/products/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: adminProductInputSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => updateProduct(app.ctx, dependents, request.params.id, request.body),
  );

  app.patch(
    '/admin/products/:id/featured',
    {
      config: admin,
      schema: {
        params: idParams,
        body: featuredInputSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) =>
      setProductFeatured(app.ctx.db, dependents, request.params.id, request.body.featured),
  );

  app.delete(
    '/admin/products/:id',
    { config: admin, schema: { params: idParams } },
    async (request, reply) => {
      await deleteProduct(app.ctx.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
