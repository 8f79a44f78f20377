/** "You may also like" under a product: GET /api/products/:id/related. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared/schemas/product';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/query-keys';

export const relatedProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.related(id),
    queryFn: ({ signal }) =>
      api<{ items: Product[] }>(`/api/products/${encodeURIComponent(id)}/related`, { signal }),
    select: (data) => data.items,
  });

export function useRelatedProducts(id: string) {
  return useQuery(relatedProductsQueryOptions(id));
}
