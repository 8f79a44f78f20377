/** A blog_posts row as the API returns it. */
import type { BlogPost } from '@shop/shared/schemas/blog';
import type { blogPosts } from './schema.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;

export function toBlogPostDto(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
  };
}
