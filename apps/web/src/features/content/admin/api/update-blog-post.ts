/** Edits a post (admin): PATCH /api/blog-posts/:id with the changed fields. */
import type { BlogPost, BlogPostPatch } from '@shop/shared/schemas/blog';
import { api } from '@/lib/api-client';
import { useSaveBlogPost } from './use-save-blog-post';

export const updateBlogPost = ({ id, changes }: { id: string; changes: BlogPostPatch }) =>
  api<BlogPost>(`/api/blog-posts/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

export const useUpdateBlogPost = () => useSaveBlogPost(updateBlogPost);
