/**
 * Sends the maker's response (admin): POST /api/admin/messages/:id/reply. The answered message
 * replaces its old self in the inbox at once; admin queries (the dashboard's unread count) are
 * refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, ContactMessageList } from '@shop/shared/schemas/engagement';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export const replyToMessage = ({ id, response }: { id: string; response: string }) =>
  api<ContactMessage>(`/api/admin/messages/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body: { response },
  });

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToMessage,
    onSuccess: (answered) => {
      queryClient.setQueryData<ContactMessageList>(adminKeys.messageList(), (old) =>
        old ? { items: old.items.map((m) => (m.id === answered.id ? answered : m)) } : old,
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
