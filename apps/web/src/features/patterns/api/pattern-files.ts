/**
 * A pattern's PDF files for the maker: list, add (optionally for one option's buyers), replace
 * and remove, each one PDF of at most 50 MB sent as multipart field `file`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PatternFile, PatternFileList } from '@shop/shared/schemas/pattern';
import { api } from '@/lib/api-client';

const filesKey = (productId: string) => ['pattern-files', productId] as const;
const base = (productId: string) =>
  `/api/admin/products/${encodeURIComponent(productId)}/pattern-files`;

export function usePatternFiles(productId: string) {
  return useQuery({
    queryKey: filesKey(productId),
    queryFn: ({ signal }) => api<PatternFileList>(base(productId), { signal }),
  });
}

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export function useSavePatternFile(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      replaces,
      optionValues,
    }: {
      file: File;
      replaces?: string;
      optionValues?: string[] | null;
    }) =>
      replaces
        ? api<PatternFile>(`${base(productId)}/${encodeURIComponent(replaces)}`, {
            method: 'PUT',
            body: formOf(file),
          })
        : api<PatternFile>(base(productId), {
            method: 'POST',
            body: formOf(file),
            query: optionValues ? { optionValues: JSON.stringify(optionValues) } : undefined,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesKey(productId) }),
  });
}

export function useRemovePatternFile(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      api<void>(`${base(productId)}/${encodeURIComponent(fileId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesKey(productId) }),
  });
}
