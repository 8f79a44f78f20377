/**
 * The blog under /api: anyone reads posts; admins publish, edit and delete them. Thin: validate
 * with the shared schemas, call the use case, reply.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogPostInputSchema,
  blogPostListSchema,
  blogPostPatchSchema,
  blogPostSchema,
} from '@shop/shared/schemas/blog';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/access.ts';
import { createBlogPost } from './create-blog-post.ts';
import { deleteBlogPost } from './delete-blog-post.ts';
import { getBlogPost } from './get-blog-post.ts';
import { listBlogPosts } from './list-blog-posts.ts';
import { updateBlogPost } from './update-blog-post.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog-posts',
    {
      config: { access: 'public', publicCache: true },
      schema: { response: { 200: blogPostListSchema } },
    },
    async () => ({ items: await listBlogPosts(app.ctx.db) }),
  );

  app.get(
    '/blog-posts/:id',
    {
      config: { access: 'public', publicCache: true },
      schema: { params: idParams, response: { 200: blogPostSchema } },
    },
    async (request) => {
      const post = await getBlogPost(app.ctx.db, request.params.id);
      if (!post) throw notFound('Blog post not found');
      return post;
    },
  );

  app.post(
    '/blog-posts',
    {
      config: { access: 'admin' },
      schema: { body: blogPostInputSchema, response: { 201: blogPostSchema } },
    },
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
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: blogPostPatchSchema, response: { 200: blogPostSchema } },
    },
    async (request) => updateBlogPost(app.ctx.db, request.params.id, request.body),
  );

  app.delete(
    '/blog-posts/:id',
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request, reply) => {
      await deleteBlogPost(app.ctx.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
