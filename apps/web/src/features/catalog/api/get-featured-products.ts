/** Featured products for the home page (up to 3): GET /api/products/featured. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared/schemas/product';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/query-keys';

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.featured(),
    queryFn: ({ signal }) => api<{ items: Product[] }>('/api/products/featured', { signal }),
    select: (data) => data.items,
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
