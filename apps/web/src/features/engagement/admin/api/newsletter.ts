/**
 * The maker's newsletter (admin): campaigns under /api/admin/newsletter/campaigns, the mail
 * preview, and the subscriber list. Every change refreshes the newsletter's queries.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CampaignPreview,
  Campaign,
  CampaignInput,
  CampaignList,
  SubscriberList,
} from '@shop/shared/schemas/newsletter';
import { api } from '@/lib/api-client';
import { itemsQueryOptions } from '@/components/shared/items-query';
import { adminKeys } from '@/lib/query-keys';

const base = '/api/admin/newsletter';

export function useCampaigns() {
  return useQuery(itemsQueryOptions<CampaignList>(adminKeys.campaigns(), `${base}/campaigns`));
}

/** Saves the editor's text: a new draft without `id`, the same draft again with it. */
export const saveCampaign = ({ id, input }: { id: string | null; input: CampaignInput }) =>
  id
    ? api<Campaign>(`${base}/campaigns/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<Campaign>(`${base}/campaigns`, { method: 'POST', body: input });

export const sendTestCampaign = (id: string) =>
  api<{ to: string }>(`${base}/campaigns/${encodeURIComponent(id)}/test`, { method: 'POST' });

export const sendCampaign = ({ id, scheduledAt }: { id: string; scheduledAt: string | null }) =>
  api<Campaign>(`${base}/campaigns/${encodeURIComponent(id)}/send`, {
    method: 'POST',
    body: scheduledAt ? { scheduledAt } : {},
  });

export const deleteCampaign = (id: string) =>
  api<void>(`${base}/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Wraps a campaign action so the lists are fresh afterwards, whatever the outcome. */
export function useNewsletterAction<A, R>(action: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.newsletter() }),
  });
}

export function useCampaignPreview(subject: string, body: string) {
  return useQuery({
    queryKey: adminKeys.campaignPreview(subject, body),
    queryFn: ({ signal }) =>
      api<CampaignPreview>(`${base}/preview`, {
        method: 'POST',
        body: { subject, body },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useSubscribers(search: string) {
  return useQuery({
    queryKey: adminKeys.subscribers(search),
    queryFn: ({ signal }) =>
      api<SubscriberList>(`${base}/subscribers`, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const removeSubscriber = (id: string) =>
  api<void>(`${base}/subscribers/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const SUBSCRIBERS_CSV_URL = `${base}/subscribers/export`;
