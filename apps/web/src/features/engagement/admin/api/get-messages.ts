/** The maker's inbox (admin): GET /api/admin/messages, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessageList } from '@shop/shared/schemas/engagement';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.messageList(),
    queryFn: ({ signal }) => api<ContactMessageList>('/api/admin/messages', { signal }),
    select: (data) => data.items,
  });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
