/**
 * Query keys of the catalog. Everything product-shaped lives under ['products'], so one
 * invalidation (after a rating, say) refreshes cards, lists, featured and product pages.
 */
import type { ProductListApiQuery } from '../filters';

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListApiQuery) => [...productKeys.lists(), query] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/** The signed-in shopper's own rating of a product (per user, dropped on sign-out). */
export const myRatingKey = (productId: string) => ['my-rating', productId] as const;
