/**
 * The blog under /api: anyone reads posts (the maker's writes are in admin-routes.ts). Thin:
 * validate with the shared schemas, call the use case, reply.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import { blogPostListSchema, blogPostSchema } from '@shop/shared/schemas/blog';
import { notFound } from '../../lib/app-error.ts';
import { getBlogPost } from './get-blog-post.ts';
import { listBlogPosts } from './list-blog-posts.ts';
import { routeOptions } from '../../lib/route-options.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog-posts',
    routeOptions({ access: 'public', publicCache: true, response: blogPostListSchema }),
    async () => ({ items: await listBlogPosts(app.ctx.db) }),
  );

  app.get(
    '/blog-posts/:id',
    routeOptions({
      access: 'public',
      publicCache: true,
      params: idParams,
      response: blogPostSchema,
    }),
    async (request) => {
      // A malformed id names no post: not found, without asking the database.
      const isId = entityIdSchema.safeParse(request.params.id).success;
      const post = isId ? await getBlogPost(app.ctx.db, request.params.id) : null;
      if (!post) throw notFound('Blog post not found');
      return post;
    },
  );
};
