/** Deletes a post (admin): DELETE /api/blog-posts/:id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

export const deleteBlogPost = (id: string) =>
  api<void>(`/api/blog-posts/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: blogKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: blogKeys.list() });
    },
  });
}
