/** The inventory: GET /api/admin/products (paged, searchable) and GET /api/admin/products/:id. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
} from '@shop/shared/schemas/admin-product';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export const adminProductsQueryOptions = (query: AdminProductListQuery) =>
  queryOptions({
    queryKey: adminKeys.productList(query),
    queryFn: ({ signal }) =>
      api<AdminProductList>('/api/admin/products', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(query: AdminProductListQuery) {
  return useQuery(adminProductsQueryOptions(query));
}

export function useAdminProduct(id: string | null) {
  return useQuery({
    queryKey: adminKeys.product(id ?? ''),
    queryFn: ({ signal }) => api<AdminProduct>(`/api/admin/products/${id}`, { signal }),
    enabled: Boolean(id),
  });
}
