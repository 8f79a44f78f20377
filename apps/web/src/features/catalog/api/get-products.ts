/** The storefront listing: GET /api/products, paged with "Load more" (all filtering on the server). */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductList } from '@shop/shared/schemas/product';
import type { ProductListApiQuery } from '../filters';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/query-keys';

export const PRODUCTS_PAGE_SIZE = 12;

export function getProducts(query: ProductListApiQuery, page: number, signal?: AbortSignal) {
  return api<ProductList>('/api/products', {
    query: { ...query, page, pageSize: PRODUCTS_PAGE_SIZE },
    signal,
  });
}

export const productsQueryOptions = (query: ProductListApiQuery) =>
  infiniteQueryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ pageParam, signal }) => getProducts(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    // While new filters load, the previous results stay on screen (dimmed) instead of a flash.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductListApiQuery) {
  return useInfiniteQuery(productsQueryOptions(query));
}
