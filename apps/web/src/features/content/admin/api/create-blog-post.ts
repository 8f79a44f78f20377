/** Publishes a post (admin): POST /api/blog-posts. The server takes the author from the session. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostInput } from '@shop/shared/schemas/blog';
import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

export const createBlogPost = (input: BlogPostInput) =>
  api<BlogPost>('/api/blog-posts', { method: 'POST', body: input });

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: (post) => {
      queryClient.setQueryData(blogKeys.detail(post.id), post);
      return queryClient.invalidateQueries({ queryKey: blogKeys.list() });
    },
  });
}
