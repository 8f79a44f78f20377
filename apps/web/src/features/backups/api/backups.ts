/**
 * The dashboard's backup card: GET /api/admin/backups (the last backup) and "Back up now"
 * (POST /api/admin/backups). Downloads are plain links to the file route: the browser streams
 * the file to disk with the admin's session cookie.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupRun, BackupStatus } from '@shop/shared/schemas/backups';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export function useBackupStatus() {
  return useQuery({
    queryKey: adminKeys.backups(),
    queryFn: ({ signal }) => api<BackupStatus>('/api/admin/backups', { signal }),
  });
}

export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<BackupRun>('/api/admin/backups', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.backups() }),
  });
}

export const backupFileUrl = (id: string) => `/api/admin/backups/${id}/file`;
