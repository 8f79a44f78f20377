/** The maker's inbox (admin): GET /api/admin/messages, newest first. */
import { useQuery } from '@tanstack/react-query';
import type { ContactMessageList } from '@shop/shared/schemas/engagement';
import { itemsQueryOptions } from '@/components/shared/items-query';
import { adminKeys } from '@/lib/query-keys';

export const messagesQueryOptions = () =>
  itemsQueryOptions<ContactMessageList>(adminKeys.messageList(), '/api/admin/messages');

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
