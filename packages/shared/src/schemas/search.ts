/**
 * Search as you type: the query of GET /api/search/suggest and its answer (products with their
 * first picture and price, categories, blog posts), shared by the server and the header search.
 */
import { z } from 'zod';
import { productLinkSchema } from './product.ts';
import { singleLineText } from './text.ts';
import { SEARCH_MAX } from '../constants.ts';

// The limits live with the constants, so the browser reads them without loading zod.
export { SEARCH_MAX, SEARCH_MIN_CHARS } from '../constants.ts';
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;
export const SUGGESTED_POSTS = 3;

export const searchSuggestQuerySchema = z
  .object({ q: singleLineText(SEARCH_MAX).transform((q) => q.trim()) })
  .strict();
export type SearchSuggestQuery = z.input<typeof searchSuggestQuerySchema>;

/** Its price is the lowest it sells at; `fromPrice` when its options sell at different prices. */
export const productSuggestionSchema = productLinkSchema.extend({ fromPrice: z.boolean() });
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const categorySuggestionSchema = z.object({ id: z.string(), label: z.string() });
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

export const postSuggestionSchema = z.object({ id: z.string(), title: z.string() });
export type PostSuggestion = z.infer<typeof postSuggestionSchema>;

export const searchSuggestionsSchema = z.object({
  products: z.array(productSuggestionSchema),
  categories: z.array(categorySuggestionSchema),
  posts: z.array(postSuggestionSchema),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
