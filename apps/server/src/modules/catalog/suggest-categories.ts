/**
 * Categories whose label or id resembles a search (pg_trgm word similarity, so "blankit" still
 * finds Crochet Blankets), closest first; with `fill`, topped up with the home page's categories
 * so a search that found nothing can still offer somewhere to go.
 */
import { sql } from 'drizzle-orm';
import { CATEGORIES, HOME_CATEGORY_IDS, categoryLabel } from '@shop/shared/categories';
import type { CategorySuggestion } from '@shop/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

const categoryRows = sql.join(
  CATEGORIES.map((c) => sql`(${c.id}::text, ${c.label}::text)`),
  sql`, `,
);

export async function suggestCategories(
  db: Db,
  { query, limit, fill = false }: { query: string; limit: number; fill?: boolean },
): Promise<CategorySuggestion[]> {
  const text = query.toLowerCase();
  const result = await db.execute(sql`
    select c.id, c.label
    from (values ${categoryRows}) as c(id, label)
    where ${text} <% lower(c.label || ' ' || c.id)
    order by word_similarity(${text}, lower(c.label || ' ' || c.id)) desc, c.label
    limit ${limit}`);
  const found = rowsOf<CategorySuggestion>(result);
  if (fill) {
    for (const id of HOME_CATEGORY_IDS) {
      if (found.length >= limit) break;
      if (!found.some((c) => c.id === id)) found.push({ id, label: categoryLabel(id) });
    }
  }
  return found;
}
