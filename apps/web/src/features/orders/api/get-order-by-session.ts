/**
 * The order behind a checkout session (the confirmation page): GET /api/orders/by-session/:id.
 * While the payment is still being confirmed it is asked again every ~2 s; once paid, or once
 * the checkout ended without payment, polling stops.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '@shop/shared/schemas/order';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export const CONFIRMATION_POLL_MS = 2000;
/** After this long unconfirmed, the page stops asking and offers a manual refresh. */
export const CONFIRMATION_POLL_LIMIT_MS = 3 * 60 * 1000;

export const isPaymentOpen = (order: Pick<Order, 'paymentStatus'>) =>
  order.paymentStatus === 'pending' || order.paymentStatus === 'awaiting_payment';

/** The order of a checkout session, as the page and its loader read it. */
export const orderBySessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: orderKeys.bySession(sessionId),
    queryFn: ({ signal }) =>
      api<Order>(`/api/orders/by-session/${encodeURIComponent(sessionId)}`, { signal }),
    staleTime: 0,
  });

export function useOrderBySession(sessionId: string, { isEnabled = true } = {}) {
  const [startedAt] = useState(() => Date.now());
  const query = useQuery({
    ...orderBySessionQuery(sessionId),
    enabled: isEnabled && sessionId !== '',
    refetchInterval: (q) => {
      const order = q.state.data;
      if (!order || !isPaymentOpen(order)) return false;
      return Date.now() - startedAt >= CONFIRMATION_POLL_LIMIT_MS ? false : CONFIRMATION_POLL_MS;
    },
  });
  /** Still unconfirmed after polling for as long as the page is willing to. */
  const hasGivenUp =
    query.data !== undefined &&
    isPaymentOpen(query.data) &&
    query.dataUpdatedAt - startedAt >= CONFIRMATION_POLL_LIMIT_MS;
  return { ...query, hasGivenUp };
}
