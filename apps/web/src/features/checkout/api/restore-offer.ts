/**
 * The "Restore cart" offer after an unfinished checkout, decided by the server
 * (GET /api/cart/restore-offer), and the shopper's answer (POST /api/cart/restore), which
 * answers with the saved cart.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartRestoreRequest, RestoreOffer, SavedCart } from '@shop/shared/schemas/cart';
import { api } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys';

export const restoreOfferQuery = () =>
  queryOptions({
    queryKey: cartKeys.restoreOffer(),
    queryFn: ({ signal }) => api<RestoreOffer>('/api/cart/restore-offer', { signal }),
    // Fresh for a while whatever the client's default: Proceed to Checkout sets it to none as
    // it empties the cart, which must not ask again (and show the offer) while the page leaves.
    staleTime: 30_000,
  });

export function useRestoreOffer(isEnabled: boolean) {
  return useQuery({ ...restoreOfferQuery(), enabled: isEnabled });
}

export const answerRestoreOffer = (body: CartRestoreRequest) =>
  api<SavedCart>('/api/cart/restore', { method: 'POST', body });
