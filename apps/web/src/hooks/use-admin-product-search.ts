/**
 * The admin panel's product search by name (the maker's whole catalog, unreleased products
 * included), as the pickers of discount codes, monthly drops and newsletter campaigns ask it:
 * six matches, asked once the maker pauses typing, the last matches kept while the next load.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductList } from '@shop/shared/schemas/admin-product';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export function useAdminProductSearch(text: string) {
  const search = useDebouncedValue(text.trim(), 300);
  return useQuery({
    queryKey: adminKeys.productPicker(search),
    queryFn: ({ signal }) =>
      api<AdminProductList>('/api/admin/products', { query: { search, pageSize: 6 }, signal }),
    placeholderData: keepPreviousData,
  });
}
