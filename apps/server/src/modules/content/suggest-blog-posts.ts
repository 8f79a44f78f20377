/**
 * Blog posts for search as you type: titles (then the text) resembling the search by pg_trgm
 * word similarity, closest titles first. The blog is small: no index is needed.
 */
import { desc, sql } from 'drizzle-orm';
import type { PostSuggestion } from '@shop/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { blogPosts } from './schema.ts';

export async function suggestBlogPosts(
  db: Db,
  { query, limit }: { query: string; limit: number },
): Promise<PostSuggestion[]> {
  const text = query.toLowerCase();
  const titleSimilarity = sql`word_similarity(${text}, lower(${blogPosts.title}))`;
  return db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(sql`${text} <% lower(${blogPosts.title} || ' ' || ${blogPosts.content})`)
    .orderBy(sql`${titleSimilarity} desc`, desc(blogPosts.createdAt), blogPosts.id)
    .limit(limit);
}
