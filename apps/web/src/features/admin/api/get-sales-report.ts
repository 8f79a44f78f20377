/** The dashboard's chart and top products: GET /api/admin/dashboard/sales?range=… */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesRange, SalesReport } from '@shop/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export function useSalesReport(range: SalesRange) {
  return useQuery({
    queryKey: adminKeys.sales(range),
    queryFn: ({ signal }) =>
      api<SalesReport>('/api/admin/dashboard/sales', { query: { range }, signal }),
    placeholderData: keepPreviousData,
  });
}
