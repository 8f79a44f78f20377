/** For the upload sweep: the images blog posts show, as a cover or inside their text. */
import { like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from './schema.ts';

export async function blogImageTexts(db: Db): Promise<string[]> {
  const [covers, contents] = await Promise.all([
    db.select({ text: blogPosts.imageUrl }).from(blogPosts),
    db
      .select({ text: blogPosts.content })
      .from(blogPosts)
      .where(like(blogPosts.content, '%/uploads/%')),
  ]);
  return [...covers, ...contents].map((row) => row.text);
}
