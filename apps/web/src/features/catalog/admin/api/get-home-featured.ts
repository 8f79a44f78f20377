/**
 * Which featured products the home page shows right now (GET /api/products/featured: the
 * FEATURED_LIMIT newest featured ones), so the inventory can say which they are. The same cache
 * entry as the home page's, refreshed by every featured toggle.
 */
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared/schemas/product';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/query-keys';

export function useHomeFeaturedIds() {
  return useQuery({
    queryKey: productKeys.featured(),
    queryFn: ({ signal }) => api<{ items: Product[] }>('/api/products/featured', { signal }),
    select: (data) => data.items.map((product) => product.id),
  });
}
