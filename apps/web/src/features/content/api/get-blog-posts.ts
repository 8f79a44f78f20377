/** Every blog post, newest first: GET /api/blog-posts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostList } from '@shop/shared/schemas/blog';
import { api } from '@/lib/api-client';
import { blogKeys } from '@/lib/query-keys';

export const blogPostsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.list(),
    queryFn: ({ signal }) => api<BlogPostList>('/api/blog-posts', { signal }),
    select: (data) => data.items,
  });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
