/** "Notify me at launch": POST /api/monthly-drops/:id/notify (the visitor confirms by mail). */
import { useMutation } from '@tanstack/react-query';
import type { DropNotifyRequest, DropNotifyResult } from '@shop/shared/schemas/monthly-drop';
import { api } from '@/lib/api-client';

export function useNotifyAtLaunch(dropId: string) {
  return useMutation({
    mutationFn: (body: DropNotifyRequest) =>
      api<DropNotifyResult>(`/api/monthly-drops/${dropId}/notify`, { method: 'POST', body }),
  });
}
