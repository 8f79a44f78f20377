/**
 * The admin blog's add form (SPEC §2, §5): title, an uploaded image (required: 'Please upload a
 * blog post image') and content. The image is uploaded and re-encoded first, then the post is
 * published with its URL.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@shop/shared/messages';
import { blogPostInputSchema } from '@shop/shared/schemas/blog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useCreateBlogPost } from '../api/create-blog-post';
import { useUploadBlogImage } from '../api/upload-blog-image';
import { uploadErrorMessage } from '../upload-error-message';
import { BlogImagePicker } from './blog-image-picker';

const textSchema = blogPostInputSchema.pick({ title: true, content: true });
type TextValues = { title: string; content: string };

export function AdminPostForm() {
  const upload = useUploadBlogImage();
  const createPost = useCreateBlogPost();
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [published, setPublished] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TextValues>({
    resolver: zodResolver(textSchema),
    defaultValues: { title: '', content: '' },
  });
  const isBusy = upload.isPending || createPost.isPending;

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      setPublished(null);
      if (!file) {
        setFormError(MESSAGES.blogImageRequired);
        return;
      }
      let imageUrl: string;
      try {
        imageUrl = await upload.mutateAsync(file);
      } catch (error) {
        setFormError(uploadErrorMessage(error));
        return;
      }
      try {
        const post = await createPost.mutateAsync({ ...values, imageUrl });
        reset({ title: '', content: '' });
        setFile(null);
        setPublished(post.title);
      } catch {
        setFormError(MESSAGES.blogCreateFailed);
      }
    },
    () => {
      // The text fields show their own errors; a missing image is said at the same time.
      if (!file) setFormError(MESSAGES.blogImageRequired);
    },
  );

  return (
    <section
      aria-labelledby="add-post-heading"
      className="rounded-3xl border border-cream-300/80 bg-cream-50 p-5 shadow-sm sm:p-7 dark:border-night-700 dark:bg-night-800"
    >
      <h2 id="add-post-heading" className="text-2xl font-semibold">
        Create New Post
      </h2>
      <p className="mt-1 text-sm text-ink-500 dark:text-ink-300">
        Separate paragraphs with a blank line. The post is signed with your email.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <TextField
          label="Title"
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <BlogImagePicker
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            if (formError === MESSAGES.blogImageRequired) setFormError(null);
          }}
          error={imageError}
          onError={setImageError}
          disabled={isBusy}
        />
        <TextAreaField
          label="Content"
          rows={9}
          error={errors.content?.message}
          {...register('content')}
        />
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        {published ? <Alert tone="success">“{published}” is published.</Alert> : null}
        <Button type="submit" disabled={isBusy} className="w-full">
          {upload.isPending
            ? 'Uploading image…'
            : createPost.isPending
              ? 'Publishing…'
              : 'Publish Post'}
        </Button>
      </form>
    </section>
  );
}
