/**
 * One post: GET /api/blog-posts/:id. Opened from the blog, the card's data shows at once while
 * the post is fetched.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostList } from '@shop/shared/schemas/blog';
import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

export const blogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => api<BlogPost>(`/api/blog-posts/${encodeURIComponent(id)}`, { signal }),
  });

export function useBlogPost(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...blogPostQueryOptions(id),
    placeholderData: () =>
      queryClient.getQueryData<BlogPostList>(blogKeys.list())?.items.find((post) => post.id === id),
  });
}
