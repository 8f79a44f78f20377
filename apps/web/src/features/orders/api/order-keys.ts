/** Query keys of the orders feature; `orderKeys.all` invalidates every order view at once. */
import type { AdminOrderListParams } from '@shop/shared/schemas/order';

export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  bySession: (sessionId: string) => [...orderKeys.all, 'by-session', sessionId] as const,
  admin: (query: AdminOrderListParams) => [...orderKeys.all, 'admin', query] as const,
};
