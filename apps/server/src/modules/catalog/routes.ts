/**
 * Public catalog API under /api: the listing, the featured products, a batch by ids and one
 * product. Thin: validate with the shared schemas, call the use case, reply. Answers that are
 * the same for every visitor opt into the public answer cache (ADR 015); the batch by ids does
 * not: the cart re-prices through it, and that always reads the database (ADR 008).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productIdsQuerySchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '@shop/shared/schemas/product';
import { notFound } from '../../lib/app-error.ts';
import { trustedJson } from '../../lib/trusted-json.ts';
import { getFeaturedProducts } from './featured-products.ts';
import { getProduct } from './get-product.ts';
import { listProductsAnswer } from './list-products.ts';
import { getProductsByIds } from './products-by-ids.ts';
import { getRelatedProducts } from './related-products.ts';
import { routeOptions } from '../../lib/route-options.ts';

const productItemsSchema = z.object({ items: z.array(productSchema) });
const productParams = z.object({ id: z.string().max(64) });
/** Kept in the public answer cache, and built from typed rows: no zod re-check (trusted-json.ts). */
const cachedAnswer = {
  access: 'public',
  publicCache: true,
  serializerCompiler: trustedJson,
} as const;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const findProduct = async (id: string) => {
    const product = await getProduct(app.ctx.db, id);
    if (!product) throw notFound('Product not found');
    return product;
  };

  app.get(
    '/products',
    routeOptions({
      access: 'public',
      publicCache: true,
      querystring: productListQuerySchema,
      response: productListSchema,
    }),
    async (request, reply) => {
      // Served as the JSON bytes it was validated (against productListSchema) and serialised into
      // when first read; Fastify sends a buffer as it is. The type provider only knows the object
      // form, hence the cast.
      const answer = await listProductsAnswer(app.ctx.db, request.query);
      return reply
        .type('application/json; charset=utf-8')
        .send(answer.body as unknown as typeof answer.list);
    },
  );

  app.get(
    '/products/featured',
    routeOptions({ ...cachedAnswer, response: productItemsSchema }),
    async () => ({ items: await getFeaturedProducts(app.ctx.db) }),
  );

  app.get(
    '/products/by-ids',
    routeOptions({
      access: 'public',
      querystring: productIdsQuerySchema,
      response: productItemsSchema,
    }),
    async (request) => ({ items: await getProductsByIds(app.ctx.db, request.query.ids) }),
  );

  app.get(
    '/products/:id/related',
    routeOptions({ ...cachedAnswer, params: productParams, response: productItemsSchema }),
    async (request) => {
      const product = await findProduct(request.params.id);
      return { items: await getRelatedProducts(app.ctx.db, { product }) };
    },
  );

  app.get(
    '/products/:id',
    routeOptions({ ...cachedAnswer, params: productParams, response: productSchema }),
    async (request) => findProduct(request.params.id),
  );
};
