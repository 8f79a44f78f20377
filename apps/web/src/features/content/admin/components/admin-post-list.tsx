/**
 * The admin blog's cards with Edit (modal) and Delete ('Are you sure you want to delete this
 * post?'), with loading, empty and error states.
 */
import { Feather } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '@shop/shared/messages';
import type { BlogPost } from '@shop/shared/schemas/blog';
import { Alert } from '@/components/ui/alert';

import { useConfirm } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { useBlogPosts } from '@/features/content/api/get-blog-posts';
import { AdminPostCard } from './admin-post-card';
import { EditPostDialog } from './edit-post-dialog';
import { LoadError } from '@/components/ui/load-error';
import { EmptyNote } from '@/components/admin-form/empty-note';
import { deleteConfirmation } from '@/components/admin-form/delete-confirmation';

export function AdminPostList() {
  const { data: posts, isPending, isError, refetch, isRefetching } = useBlogPosts();
  const deletePost = useDeleteBlogPost();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<BlogPost | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onDelete = async (post: BlogPost) => {
    const isConfirmed = await confirm(
      deleteConfirmation(MESSAGES.confirmDeletePost, `“${post.title}” is removed from the blog.`),
    );
    if (!isConfirmed) return;
    setDeleteError(null);
    deletePost.mutate(post.id, { onError: () => setDeleteError(MESSAGES.blogDeleteFailed) });
  };

  let body;
  if (isPending) {
    body = (
      <div className="grid gap-4">
        <p role="status" className="sr-only">
          Loading...
        </p>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-44" />
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <LoadError onRetry={() => void refetch()} isRetrying={isRefetching}>
        We couldn&apos;t load the blog posts.
      </LoadError>
    );
  } else if (posts.length === 0) {
    body = (
      <EmptyNote icon={Feather} title="No blog posts yet">
        Your first post will appear here and on the public blog.
      </EmptyNote>
    );
  } else {
    body = (
      <ul className="grid gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <AdminPostCard
              post={post}
              onEdit={setEditing}
              onDelete={(post) => void onDelete(post)}
              isDeleting={deletePost.isPending && deletePost.variables === post.id}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="published-posts-heading">
      <div className="mb-5 flex items-baseline justify-between gap-3">
        <h2 id="published-posts-heading" className="text-2xl font-semibold">
          Published Posts
        </h2>
        {posts ? (
          <span className="text-sm text-ink-500 dark:text-ink-300">
            {posts.length} {posts.length === 1 ? 'post' : 'posts'}
          </span>
        ) : null}
      </div>
      {deleteError ? (
        <Alert tone="danger" className="mb-5">
          {deleteError}
        </Alert>
      ) : null}
      {body}
      <EditPostDialog post={editing} onClose={() => setEditing(null)} />
      {confirmDialog}
    </section>
  );
}
