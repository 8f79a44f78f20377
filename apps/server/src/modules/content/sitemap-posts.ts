/** The blog's part of the sitemap: every post with its last change. */
import type { Db } from '../../db/client.ts';
import { blogPosts } from './schema.ts';

export async function listSitemapPosts(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .orderBy(blogPosts.createdAt, blogPosts.id);
}
