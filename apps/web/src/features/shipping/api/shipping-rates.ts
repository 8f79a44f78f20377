/**
 * The maker's shipping rates: read publicly (the shipping page), replaced by the admin. One cache
 * entry for both, so saving the settings refreshes the page's figures.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings, ShippingSettingsInput } from '@shop/shared/schemas/shipping';
import { api } from '@/lib/api-client';
import { shippingKeys } from '@/lib/query-keys';

export const shippingRatesQueryOptions = () =>
  queryOptions({
    queryKey: shippingKeys.all,
    queryFn: () => api<ShippingSettings>('/api/shipping'),
  });

export function useShippingRates() {
  return useQuery(shippingRatesQueryOptions());
}

export function useSaveShippingRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShippingSettingsInput) =>
      api<ShippingSettings>('/api/admin/shipping', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(shippingKeys.all, saved),
  });
}
