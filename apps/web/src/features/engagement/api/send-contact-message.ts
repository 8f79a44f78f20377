/** POST /api/contact: the visitor's message, stored as pending for the maker's inbox. */
import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@shop/shared/schemas/engagement';
import { api } from '@/lib/api-client';

export const sendContactMessage = (input: ContactMessageInput) =>
  api<{ id: string }>('/api/contact', { method: 'POST', body: input });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
