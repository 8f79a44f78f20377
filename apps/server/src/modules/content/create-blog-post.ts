/**
 * Publishes a post. The author is the signed-in admin's email, taken from the session by the
 * caller; the content is stored exactly as written (the SPA renders it as text, never as HTML).
 */
import type { BlogPost } from '@shop/shared/schemas/blog';
import type { Db } from '../../db/client.ts';
import { blogPosts } from './schema.ts';
import { toBlogPostDto } from './to-blog-post-dto.ts';

export type CreateBlogPostOptions = {
  title: string;
  content: string;
  imageUrl: string;
  authorEmail: string;
};

export async function createBlogPost(
  db: Db,
  { title, content, imageUrl, authorEmail }: CreateBlogPostOptions,
): Promise<BlogPost> {
  const [row] = await db
    .insert(blogPosts)
    .values({ title, content, imageUrl, author: authorEmail })
    .returning();
  return toBlogPostDto(row!);
}
