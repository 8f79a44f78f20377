/**
 * The one blog post form: title, an uploaded image and content. Creating (the admin
 * blog page and, for admins, /blog): the image is required, uploaded and re-encoded first, then
 * the post is published with its URL. Editing (in a modal, where the edit button once did
 * nothing): a new image is optional and only changed fields are sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@shop/shared/messages';
import { blogPostInputSchema, type BlogPost, type BlogPostPatch } from '@shop/shared/schemas/blog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useCreateBlogPost } from '../api/create-blog-post';
import { useUpdateBlogPost } from '../api/update-blog-post';
import { useUploadBlogImage } from '../api/upload-blog-image';
import { uploadErrorMessage } from '../upload-error-message';
import { BlogImagePicker } from './blog-image-picker';
import { TitledSection } from '@/components/ui/titled-section';

const textSchema = blogPostInputSchema.pick({ title: true, content: true });
type TextValues = { title: string; content: string };
const EMPTY: TextValues = { title: '', content: '' };

/** Without `post`, a Create New Post section; with one, the fields editing it. */
type PostFormProps =
  { post?: undefined; onDone?: undefined } | { post: BlogPost; onDone: () => void };

export function PostForm({ post, onDone }: PostFormProps) {
  const upload = useUploadBlogImage();
  const createPost = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [published, setPublished] = useState<string | null>(null);
  const [isCheckingImage, setCheckingImage] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TextValues>({
    resolver: zodResolver(textSchema),
    defaultValues: post ? { title: post.title, content: post.content } : EMPTY,
  });
  const save = post ? update : createPost;
  const isBusy = upload.isPending || save.isPending || isCheckingImage;
  const isImageMissing = !post && !file;
  /** What the submit button says while the picture is being checked or uploaded. */
  const imageStep = isCheckingImage
    ? 'Checking image…'
    : upload.isPending
      ? 'Uploading image…'
      : null;

  async function uploadImage(chosen: File): Promise<string | null> {
    try {
      return await upload.mutateAsync(chosen);
    } catch (error) {
      setFormError(uploadErrorMessage(error));
      return null;
    }
  }

  async function create(values: TextValues) {
    if (!file) return setFormError(MESSAGES.blogImageRequired);
    const imageUrl = await uploadImage(file);
    if (!imageUrl) return;
    try {
      const created = await createPost.mutateAsync({ ...values, imageUrl });
      reset(EMPTY);
      setFile(null);
      setPublished(created.title);
    } catch {
      setFormError(MESSAGES.blogCreateFailed);
    }
  }

  async function edit(current: BlogPost, values: TextValues) {
    const changes: BlogPostPatch = {};
    if (values.title !== current.title) changes.title = values.title;
    if (values.content !== current.content) changes.content = values.content;
    if (file) {
      const imageUrl = await uploadImage(file);
      if (!imageUrl) return;
      changes.imageUrl = imageUrl;
    }
    if (Object.keys(changes).length === 0) return onDone?.();
    try {
      await update.mutateAsync({ id: current.id, changes });
      onDone?.();
    } catch {
      setFormError(MESSAGES.blogUpdateFailed);
    }
  }

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      setPublished(null);
      await (post ? edit(post, values) : create(values));
    },
    () => {
      // The text fields show their own errors; a missing image is said at the same time.
      if (isImageMissing) setFormError(MESSAGES.blogImageRequired);
    },
  );

  const form = (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <TextField
        label="Title"
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <BlogImagePicker
        image={{
          file,
          onFileChange: (chosen) => {
            setFile(chosen);
            if (formError === MESSAGES.blogImageRequired) setFormError(null);
          },
          error: imageError,
          onError: setImageError,
          onCheckingChange: setCheckingImage,
        }}
        currentImageUrl={post?.imageUrl}
        isCompact={Boolean(post)}
        disabled={isBusy}
      />
      <TextAreaField
        label="Content"
        rows={post ? 10 : 9}
        error={errors.content?.message}
        {...register('content')}
      />
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      {published ? <Alert tone="success">“{published}” is published.</Alert> : null}
      {post ? (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy || (!isDirty && !file)}>
            {imageStep ?? (update.isPending ? 'Saving…' : 'Save Changes')}
          </Button>
        </div>
      ) : (
        <Button type="submit" disabled={isBusy} className="w-full">
          {imageStep ?? (createPost.isPending ? 'Publishing…' : 'Publish Post')}
        </Button>
      )}
    </form>
  );

  if (post) return form;
  return (
    <TitledSection
      id="add-post-heading"
      title="Create New Post"
      intro="Separate paragraphs with a blank line. The post is signed with your email."
      className="rounded-3xl border border-cream-300/80 bg-cream-50 p-5 shadow-sm sm:p-7 dark:border-night-700 dark:bg-night-800"
      titleClassName="text-2xl font-semibold"
    >
      {form}
    </TitledSection>
  );
}
