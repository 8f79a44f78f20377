/**
 * The maker's shipping rates: read publicly (the shipping page), replaced by the admin. One cache
 * entry for both, so saving the settings refreshes the page's figures.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingSettings, ShippingSettingsInput } from '@shop/shared/schemas/shipping';
import { api } from '@/lib/api-client';
import { shippingKeys } from '@/lib/query-keys';
import { useSaveSettings } from '@/lib/use-save-settings';

export const shippingRatesQueryOptions = () =>
  queryOptions({
    queryKey: shippingKeys.all,
    queryFn: () => api<ShippingSettings>('/api/shipping'),
  });

export function useShippingRates() {
  return useQuery(shippingRatesQueryOptions());
}

export function useSaveShippingRates() {
  return useSaveSettings<ShippingSettingsInput, ShippingSettings>(
    '/api/admin/shipping',
    shippingKeys.all,
  );
}
