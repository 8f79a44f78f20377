/**
 * The test provider's hosted page: read the session, pay it, cancel it
 * (GET /api/test-checkout/:sessionId, POST …/pay, POST …/cancel).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TestCheckoutPay,
  TestCheckoutResult,
  TestCheckoutSession,
} from '@shop/shared/schemas/order';
import { api } from '@/lib/api-client';
import { testCheckoutKeys } from '@/lib/query-keys';

const sessionPath = (sessionId: string) => `/api/test-checkout/${encodeURIComponent(sessionId)}`;

export const testCheckoutSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: testCheckoutKeys.session(sessionId),
    queryFn: ({ signal }) => api<TestCheckoutSession>(sessionPath(sessionId), { signal }),
    staleTime: 0,
  });

export function useTestCheckoutSession(sessionId: string, isEnabled = true) {
  return useQuery({ ...testCheckoutSessionQuery(sessionId), enabled: isEnabled });
}

export function usePayTestSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestCheckoutPay) =>
      api<TestCheckoutResult>(`${sessionPath(sessionId)}/pay`, { method: 'POST', body }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: testCheckoutKeys.session(sessionId) }),
  });
}

export function useCancelTestSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<TestCheckoutResult>(`${sessionPath(sessionId)}/cancel`, { method: 'POST' }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: testCheckoutKeys.session(sessionId) }),
  });
}
