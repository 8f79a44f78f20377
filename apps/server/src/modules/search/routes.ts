/**
 * Public search API under /api: suggestions as you type. Thin: validate with the shared schema,
 * call the use case, reply. The same for every visitor, so it opts into the public answer cache.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchSuggestQuerySchema, searchSuggestionsSchema } from '@shop/shared/schemas/search';
import { suggest } from './suggest.ts';
import { routeOptions } from '../../lib/route-options.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/suggest',
    routeOptions({
      access: 'public',
      publicCache: true,
      querystring: searchSuggestQuerySchema,
      response: searchSuggestionsSchema,
    }),
    async (request) => suggest(app.ctx.db, { query: request.query.q }),
  );
};
