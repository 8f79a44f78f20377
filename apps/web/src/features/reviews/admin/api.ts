/**
 * Admin → Reviews: GET /api/admin/reviews (by state and product), approve, reject with a private
 * reason, the one public reply, and the review request setting. Every change refreshes the
 * maker's lists and the storefront's review lists.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReview,
  AdminReviewList,
  ReviewSettings,
  ReviewState,
} from '@shop/shared/schemas/review';
import { api } from '@/lib/api-client';
import { adminKeys, productKeys } from '@/lib/query-keys';
import { useSaveSettings } from '@/lib/use-save-settings';

export type AdminReviewFilter = { state?: ReviewState; productId?: string; page: number };

export function useAdminReviews(filter: AdminReviewFilter) {
  return useQuery({
    queryKey: adminKeys.reviewList(filter),
    queryFn: ({ signal }) =>
      api<AdminReviewList>('/api/admin/reviews', {
        signal,
        query: { state: filter.state, productId: filter.productId, page: filter.page },
      }),
    placeholderData: (prev) => prev,
  });
}

type Act =
  | { kind: 'approve'; id: string }
  | { kind: 'reject'; id: string; reason: string }
  | { kind: 'reply'; id: string; reply: string }
  | { kind: 'remove-reply'; id: string };

function send(act: Act): Promise<AdminReview> {
  const base = `/api/admin/reviews/${encodeURIComponent(act.id)}`;
  switch (act.kind) {
    case 'approve':
      return api(`${base}/approve`, { method: 'POST', body: {} });
    case 'reject':
      return api(`${base}/reject`, { method: 'POST', body: { reason: act.reason } });
    case 'reply':
      return api(`${base}/reply`, { method: 'PUT', body: { reply: act.reply } });
    case 'remove-reply':
      return api(`${base}/reply`, { method: 'DELETE' });
  }
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews() });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

export function useReviewSettings() {
  return useQuery({
    queryKey: adminKeys.reviewSettings(),
    queryFn: ({ signal }) => api<ReviewSettings>('/api/admin/reviews/settings', { signal }),
  });
}

export function useSaveReviewSettings() {
  return useSaveSettings<ReviewSettings>('/api/admin/reviews/settings', adminKeys.reviewSettings());
}
