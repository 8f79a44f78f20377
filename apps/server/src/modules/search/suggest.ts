/**
 * Search as you type: products, categories and blog posts resembling what was typed, typo
 * tolerant on both databases (pg_trgm word similarity). Too short a query suggests nothing.
 */
import {
  SEARCH_MIN_CHARS,
  SUGGESTED_CATEGORIES,
  SUGGESTED_POSTS,
  SUGGESTED_PRODUCTS,
  type SearchSuggestions,
} from '@shop/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { suggestCategories, suggestProducts } from '../catalog/index.ts';
import { suggestBlogPosts } from '../content/index.ts';

export async function suggest(db: Db, { query }: { query: string }): Promise<SearchSuggestions> {
  const text = query.trim();
  if (text.length < SEARCH_MIN_CHARS) return { products: [], categories: [], posts: [] };
  const [products, categories, posts] = await Promise.all([
    suggestProducts(db, { query: text, limit: SUGGESTED_PRODUCTS }),
    suggestCategories(db, { query: text, limit: SUGGESTED_CATEGORIES }),
    suggestBlogPosts(db, { query: text, limit: SUGGESTED_POSTS }),
  ]);
  return { products, categories, posts };
}
