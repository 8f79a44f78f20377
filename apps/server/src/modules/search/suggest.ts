/**
 * Search as you type: products, categories and blog posts resembling what was typed, typo
 * tolerant on both databases (pg_trgm similarity over the catalog's small word table). One SQL
 * statement per request: each module hands over its part as a JSON expression, so a suggestion
 * costs one round trip and one plan however many parts it has. Too short a query suggests nothing.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_MIN_CHARS,
  SUGGESTED_CATEGORIES,
  SUGGESTED_POSTS,
  SUGGESTED_PRODUCTS,
  type CategorySuggestion,
  type PostSuggestion,
  type SearchSuggestions,
} from '@shop/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import {
  categorySuggestionsSql,
  productSuggestionsSql,
  toProductSuggestions,
  type ProductSuggestionRow,
} from '../catalog/index.ts';
import { blogPostSuggestionsSql } from '../content/index.ts';

type Row = {
  products: ProductSuggestionRow[];
  categories: CategorySuggestion[];
  posts: PostSuggestion[];
};

/** The one statement answering a (trimmed, long enough) query; the bench runs it alone too. */
export function suggestionStatement(text: string): SQL {
  return sql`select
    ${productSuggestionsSql({ query: text, limit: SUGGESTED_PRODUCTS })} as products,
    ${categorySuggestionsSql({ query: text, limit: SUGGESTED_CATEGORIES })} as categories,
    ${blogPostSuggestionsSql({ query: text, limit: SUGGESTED_POSTS })} as posts`;
}

export async function suggest(db: Db, { query }: { query: string }): Promise<SearchSuggestions> {
  const text = query.trim();
  if (text.length < SEARCH_MIN_CHARS) return { products: [], categories: [], posts: [] };
  const result = await db.execute(suggestionStatement(text));
  const [row] = rowsOf<Row>(result);
  return {
    products: toProductSuggestions(row!.products),
    categories: row!.categories,
    posts: row!.posts,
  };
}
