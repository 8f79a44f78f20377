/**
 * Deletes a post. Its image file is left in storage: an uploaded URL may also have been pasted
 * into another post, and a missing image is worse than an unused file.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from './schema.ts';
import { notFound } from '../../lib/app-error.ts';

export async function deleteBlogPost(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  if (deleted.length === 0) throw notFound('Blog post not found');
}
