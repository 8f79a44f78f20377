/** The maker's inbox (admin): GET /api/admin/messages, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessageList } from '@shop/shared/schemas/engagement';
import { api } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.list(),
    queryFn: ({ signal }) => api<ContactMessageList>('/api/admin/messages', { signal }),
    select: (data) => data.items,
  });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
