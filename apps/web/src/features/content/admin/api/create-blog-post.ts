/** Publishes a post (admin): POST /api/blog-posts. The server takes the author from the session. */
import type { BlogPost, BlogPostInput } from '@shop/shared/schemas/blog';
import { api } from '@/lib/api-client';
import { useSaveBlogPost } from './use-save-blog-post';

export const createBlogPost = (input: BlogPostInput) =>
  api<BlogPost>('/api/blog-posts', { method: 'POST', body: input });

export const useCreateBlogPost = () => useSaveBlogPost(createBlogPost);
