/** One blog post by id, or null when there is none. */
import { eq } from 'drizzle-orm';
import type { BlogPost } from '@shop/shared/schemas/blog';
import type { Db } from '../../db/client.ts';
import { blogPosts } from './schema.ts';
import { toBlogPostDto } from './to-blog-post-dto.ts';

export async function getBlogPost(db: Db, id: string): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ? toBlogPostDto(row) : null;
}
