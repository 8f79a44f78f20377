/** Every blog post, newest first: GET /api/blog-posts. */
import { useQuery } from '@tanstack/react-query';
import type { BlogPostList } from '@shop/shared/schemas/blog';
import { itemsQueryOptions } from '@/components/shared/items-query';
import { blogKeys } from '@/lib/query-keys';

export const blogPostsQueryOptions = () =>
  itemsQueryOptions<BlogPostList>(blogKeys.list(), '/api/blog-posts');

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
