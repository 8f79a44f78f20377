/**
 * Back-in-stock alerts: POST /api/products/:id/stock-alert (signed in: no email, one click;
 * visitor: an email to confirm; a product with options names the sold-out variant) and
 * GET …/stock-alert for a signed-in shopper's current state.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockAlertResult, StockAlertState } from '@shop/shared/schemas/stock-alert';
import { api } from '@/lib/api-client';
import { stockAlertKey } from '@/lib/query-keys';

const stockAlertUrl = (productId: string) =>
  `/api/products/${encodeURIComponent(productId)}/stock-alert`;

export function useStockAlertState(
  productId: string,
  userId: string | undefined,
  variantId?: string | null,
) {
  const query = variantId ? `?variantId=${encodeURIComponent(variantId)}` : '';
  return useQuery({
    queryKey: stockAlertKey(productId, userId, variantId),
    queryFn: ({ signal }) =>
      api<StockAlertState>(`${stockAlertUrl(productId)}${query}`, { signal }),
    enabled: Boolean(userId),
  });
}

export function useRequestStockAlert(productId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, variantId }: { email?: string; variantId?: string | null }) =>
      api<StockAlertResult>(stockAlertUrl(productId), {
        method: 'POST',
        body: { ...(email ? { email } : {}), ...(variantId ? { variantId } : {}) },
      }),
    onSuccess: (result, { variantId }) => {
      if (result.status === 'waiting') {
        queryClient.setQueryData<StockAlertState>(stockAlertKey(productId, userId, variantId), {
          isWaiting: true,
        });
      }
    },
  });
}
