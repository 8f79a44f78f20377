/** Edits a post (admin): PATCH /api/blog-posts/:id with the changed fields. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostPatch } from '@shop/shared/schemas/blog';
import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

export const updateBlogPost = ({ id, changes }: { id: string; changes: BlogPostPatch }) =>
  api<BlogPost>(`/api/blog-posts/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSuccess: (post) => {
      queryClient.setQueryData(blogKeys.detail(post.id), post);
      return queryClient.invalidateQueries({ queryKey: blogKeys.list() });
    },
  });
}
