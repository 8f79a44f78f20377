/**
 * The products on the wishlist page, fetched by id. The key lives under ['products'] so a rating
 * given in the quick view refreshes these cards too.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared/schemas/product';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/query-keys';

export function useWishlistProducts(productIds: string[] | undefined) {
  const ids = productIds ?? [];
  return useQuery({
    queryKey: productKeys.byIds(ids),
    queryFn: ({ signal }) =>
      api<{ items: Product[] }>('/api/products/by-ids', { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
    // Removing one product keeps the others on screen while the list refreshes.
    placeholderData: keepPreviousData,
    select: (data) => {
      const byId = new Map(data.items.map((p) => [p.id, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  });
}
