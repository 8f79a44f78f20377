/** Every blog post, newest first (ties broken by id so the order is stable). */
import { desc } from 'drizzle-orm';
import type { BlogPost } from '@shop/shared/schemas/blog';
import type { Db } from '../../db/client.ts';
import { blogPosts } from './schema.ts';
import { toBlogPostDto } from './to-blog-post-dto.ts';

export async function listBlogPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(toBlogPostDto);
}
