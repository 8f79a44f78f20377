/**
 * A post the admin saved, new or edited: the post's page reads the saved copy from the cache at
 * once, and the list of posts loads again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost } from '@shop/shared/schemas/blog';
import { blogKeys } from '@/lib/query-keys';

export function useSaveBlogPost<Input>(save: (input: Input) => Promise<BlogPost>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (post) => {
      queryClient.setQueryData(blogKeys.detail(post.id), post);
      return queryClient.invalidateQueries({ queryKey: blogKeys.list() });
    },
  });
}
