/** One product: GET /api/products/:id (404 for unknown ids). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared/schemas/product';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/query-keys';

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api<Product>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
