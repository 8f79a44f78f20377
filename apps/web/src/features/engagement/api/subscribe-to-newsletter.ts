/** POST /api/newsletter/subscribe: 201 new, 200 re-subscribed, 409 already subscribed. */
import { useMutation } from '@tanstack/react-query';
import type {
  NewsletterSubscribeInput,
  NewsletterSubscribeResult,
} from '@shop/shared/schemas/engagement';
import { api } from '@/lib/api-client';

export const subscribeToNewsletter = (input: NewsletterSubscribeInput) =>
  api<NewsletterSubscribeResult>('/api/newsletter/subscribe', { method: 'POST', body: input });

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
