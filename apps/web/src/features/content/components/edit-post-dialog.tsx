/**
 * Edits a post in a modal (beyond SPEC, whose edit button did nothing): title, content and,
 * optionally, a new uploaded image. Only changed fields are sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@shop/shared/messages';
import { blogPostInputSchema, type BlogPost, type BlogPostPatch } from '@shop/shared/schemas/blog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { formatLongDate } from '../../../lib/format';
import { useUpdateBlogPost } from '../api/update-blog-post';
import { useUploadBlogImage } from '../api/upload-blog-image';
import { uploadErrorMessage } from '../upload-error-message';
import { BlogImagePicker } from './blog-image-picker';

const textSchema = blogPostInputSchema.pick({ title: true, content: true });
type TextValues = { title: string; content: string };

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
      {post ? <EditPostForm key={post.id} post={post} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditPostForm({ post, onDone }: { post: BlogPost; onDone: () => void }) {
  const upload = useUploadBlogImage();
  const update = useUpdateBlogPost();
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<TextValues>({
    resolver: zodResolver(textSchema),
    defaultValues: { title: post.title, content: post.content },
  });
  const isBusy = upload.isPending || update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const changes: BlogPostPatch = {};
    if (values.title !== post.title) changes.title = values.title;
    if (values.content !== post.content) changes.content = values.content;
    if (file) {
      try {
        changes.imageUrl = await upload.mutateAsync(file);
      } catch (error) {
        setFormError(uploadErrorMessage(error));
        return;
      }
    }
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync({ id: post.id, changes });
      onDone();
    } catch {
      setFormError(MESSAGES.blogUpdateFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <TextField
        label="Title"
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <BlogImagePicker
        file={file}
        onFileChange={setFile}
        currentImageUrl={post.imageUrl}
        isCompact
        error={imageError}
        onError={setImageError}
        disabled={isBusy}
      />
      <TextAreaField
        label="Content"
        rows={10}
        error={errors.content?.message}
        {...register('content')}
      />
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" disabled={isBusy || (!isDirty && !file)}>
          {upload.isPending ? 'Uploading image…' : update.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
