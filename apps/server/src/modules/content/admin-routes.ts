/**
 * The maker's blog writes under /api (admin only): publish, edit and delete a post (ADR 013: a
 * domain's admin routes). Reading posts is in blog-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import {
  blogPostInputSchema,
  blogPostPatchSchema,
  blogPostSchema,
} from '@shop/shared/schemas/blog';
import { currentUser } from '../../plugins/access.ts';
import { createBlogPost } from './create-blog-post.ts';
import { deleteBlogPost } from './delete-blog-post.ts';
import { updateBlogPost } from './update-blog-post.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { deleteRoute } from '../../lib/record-routes.ts';

const idParams = z.object({ id: entityIdSchema });

export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/blog-posts',
    routeOptions({ access: 'admin', body: blogPostInputSchema, created: blogPostSchema }),
    async (request, reply) => {
      const post = await createBlogPost(app.ctx.db, {
        ...request.body,
        authorEmail: currentUser(request).email,
      });
      return reply.status(201).send(post);
    },
  );

  app.patch(
    '/blog-posts/:id',
    routeOptions({
      access: 'admin',
      params: idParams,
      body: blogPostPatchSchema,
      response: blogPostSchema,
    }),
    async (request) => updateBlogPost(app.ctx.db, { id: request.params.id, changes: request.body }),
  );

  deleteRoute(app, '/blog-posts/:id', { access: 'admin', params: idParams }, (id) =>
    deleteBlogPost(app.ctx.db, id),
  );
};
