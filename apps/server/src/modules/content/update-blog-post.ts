/** Edits a post's title, content or image; the author and date stay as they were. */
import { eq } from 'drizzle-orm';
import type { BlogPost } from '@shop/shared/schemas/blog';
import type { Db } from '../../db/client.ts';
import { blogPosts } from './schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { toBlogPostDto } from './to-blog-post-dto.ts';

export type BlogPostChanges = { title?: string; content?: string; imageUrl?: string };

export async function updateBlogPost(
  db: Db,
  { id, changes }: { id: string; changes: BlogPostChanges },
): Promise<BlogPost> {
  const [row] = await db.update(blogPosts).set(changes).where(eq(blogPosts.id, id)).returning();
  if (!row) throw notFound('Blog post not found');
  return toBlogPostDto(row);
}
