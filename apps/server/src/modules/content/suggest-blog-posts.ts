/**
 * Blog posts for search as you type, as one SQL expression (a JSON array of `{ id, title }`) the
 * search module runs in the same statement as its products and categories: titles (then the
 * text) resembling the search by pg_trgm word similarity, closest titles first, newest first
 * among equals. The blog is small: no index is needed.
 */
import { sql, type SQL } from 'drizzle-orm';

export function blogPostSuggestionsSql({ query, limit }: { query: string; limit: number }): SQL {
  const text = query.toLowerCase();
  return sql`(select coalesce(json_agg(json_build_object('id', b.id, 'title', b.title) order by b.closeness desc, b.created_at desc, b.id), '[]'::json)
    from (
      select p.id, p.title, p.created_at, word_similarity(${text}, lower(p.title)) as closeness
      from blog_posts p
      where ${text} <% lower(p.title || ' ' || p.content)
      order by closeness desc, p.created_at desc, p.id
      limit ${limit}
    ) as b)`;
}
