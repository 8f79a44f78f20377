/**
 * Categories whose label or id resembles a search (pg_trgm word similarity, so "blankit" still
 * finds Crochet Blankets), closest first; with `fill`, topped up with the home page's categories
 * so a search that found nothing can still offer somewhere to go. Also as one SQL expression
 * (a JSON array) for search as you type to run in its single statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CATEGORIES, HOME_CATEGORY_IDS, categoryLabel } from '@shop/shared/categories';
import type { CategorySuggestion } from '@shop/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

const categoryRows = sql.join(
  CATEGORIES.map((c) => sql`(${c.id}::text, ${c.label}::text)`),
  sql`, `,
);

/** The categories resembling `text` (lower case), closest first, at most `limit`. */
const closestCategories = (text: string, limit: number) => sql`
    select c.id, c.label, word_similarity(${text}, lower(c.label || ' ' || c.id)) as closeness
    from (values ${categoryRows}) as c(id, label)
    where ${text} <% lower(c.label || ' ' || c.id)
    order by closeness desc, c.label
    limit ${limit}`;

/** The same as suggestCategories without `fill`, as a JSON array of `{ id, label }`. */
export function categorySuggestionsSql({ query, limit }: { query: string; limit: number }): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', c.id, 'label', c.label) order by c.closeness desc, c.label), '[]'::json)
    from (${closestCategories(query.toLowerCase(), limit)}) as c)`;
}

export async function suggestCategories(
  db: Db,
  { query, limit, fill = false }: { query: string; limit: number; fill?: boolean },
): Promise<CategorySuggestion[]> {
  const text = query.toLowerCase();
  const result = await db.execute(
    sql`select c.id, c.label from (${closestCategories(text, limit)}) as c order by c.closeness desc, c.label`,
  );
  const found = rowsOf<CategorySuggestion>(result);
  if (fill) {
    for (const id of HOME_CATEGORY_IDS) {
      if (found.length >= limit) break;
      if (!found.some((c) => c.id === id)) found.push({ id, label: categoryLabel(id) });
    }
  }
  return found;
}
