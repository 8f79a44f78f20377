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
import { routeOptions } from '../../lib/route-options.ts';
import { deleteRoute } from '../../lib/record-routes.ts';

const idParams = z.object({ id: entityIdSchema });

export const catalogAdminRoutes: FastifyPluginAsyncZod<{ dependents: CatalogDependents }> = async (
  app,
  { dependents },
) => {
  app.get(
    '/admin/products',
    routeOptions({
      access: 'admin',
      querystring: adminProductListQuerySchema,
      response: adminProductListSchema,
    }),
    async (request) => listAdminProducts(app.ctx.db, dependents, request.query),
  );

  app.get(
    '/admin/products/:id',
    routeOptions({ access: 'admin', params: idParams, response: adminProductSchema }),
    async (request) => getAdminProduct(app.ctx.db, dependents, request.params.id),
  );

  app.post(
    '/admin/products',
    routeOptions({ access: 'admin', body: adminProductInputSchema, created: adminProductSchema }),
    async (request, reply) => reply.status(201).send(await createProduct(app.ctx.db, request.body)),
  );

  app.put(
    '/admin/products/:id',
    routeOptions({
      access: 'admin',
      params: idParams,
      body: adminProductInputSchema,
      response: adminProductSchema,
    }),
    async (request) => updateProduct(app.ctx, dependents, request.params.id, request.body),
  );

  app.patch(
    '/admin/products/:id/featured',
    routeOptions({
      access: 'admin',
      params: idParams,
      body: featuredInputSchema,
      response: adminProductSchema,
    }),
    async (request) =>
      setProductFeatured(app.ctx.db, dependents, request.params.id, request.body.featured),
  );

  deleteRoute(app, '/admin/products/:id', { access: 'admin', params: idParams }, (id) =>
    deleteProduct(app.ctx.db, id),
  );
};
