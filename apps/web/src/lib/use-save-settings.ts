/**
 * Saving a settings record the admin replaces whole (PUT): the server's saved copy goes straight
 * into the cache entry its page reads, so the page shows it without loading again.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useSaveSettings<Input, Saved = Input>(path: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api<Saved>(path, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
