/**
 * Query keys of the admin panel. Everything admin-only lives under ['admin'] (dropped on sign-out
 * with the other per-user state); monthly drops are public and shared with the home page.
 */
import type { AdminProductListQuery } from '@shop/shared/schemas/admin-product';

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  sales: (range: string) => [...adminKeys.dashboard(), 'sales', range] as const,
  attention: (threshold: number) => [...adminKeys.dashboard(), 'attention', threshold] as const,
  search: (q: string) => [...adminKeys.all, 'search', q] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  productList: (query: AdminProductListQuery) => [...adminKeys.products(), 'list', query] as const,
  product: (id: string) => [...adminKeys.products(), 'detail', id] as const,
};

/** The storefront's product queries (catalog feature), refreshed after every inventory change. */
export const storefrontProductsKey = ['products'] as const;

/** GET /api/monthly-drops, the same cache entry the home page reads. */
export const monthlyDropsKey = ['monthly-drops'] as const;
