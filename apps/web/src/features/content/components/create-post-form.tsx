/**
 * The Create New Post form admins see on /blog (SPEC §2): title, image URL (URL format) and
 * content, published with Publish Post. The author is set by the server from the session.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@shop/shared/messages';
import { blogPostInputSchema, type BlogPostInput } from '@shop/shared/schemas/blog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useCreateBlogPost } from '../api/create-blog-post';

const EMPTY: BlogPostInput = { title: '', imageUrl: '', content: '' };

export function CreatePostForm() {
  const createPost = useCreateBlogPost();
  const [publishedTitle, setPublishedTitle] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BlogPostInput>({ resolver: zodResolver(blogPostInputSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (!publishedTitle) return;
    const timer = setTimeout(() => setPublishedTitle(null), 5000);
    return () => clearTimeout(timer);
  }, [publishedTitle]);

  const onSubmit = handleSubmit((values) => {
    setPublishedTitle(null);
    createPost.mutate(values, {
      onSuccess: (post) => {
        reset(EMPTY);
        setPublishedTitle(post.title);
      },
    });
  });

  return (
    <section
      aria-labelledby="create-post-heading"
      className="rounded-3xl border border-cream-300/80 bg-cream-50 p-5 shadow-sm sm:p-8 dark:border-night-700 dark:bg-night-800"
    >
      <h2 id="create-post-heading" className="text-2xl font-semibold">
        Create New Post
      </h2>
      <p className="mt-1 text-sm text-ink-500 dark:text-ink-300">
        Only admins see this form. Separate paragraphs with a blank line.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 md:grid-cols-2">
        <TextField
          label="Title"
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          placeholder="https://…"
          error={errors.imageUrl?.message}
          {...register('imageUrl')}
        />
        <TextAreaField
          label="Content"
          rows={7}
          className="md:col-span-2"
          error={errors.content?.message}
          {...register('content')}
        />
        <div className="flex flex-col gap-3 md:col-span-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={createPost.isPending} className="sm:w-auto">
            {createPost.isPending ? 'Publishing…' : 'Publish Post'}
          </Button>
          {createPost.isError ? (
            <Alert tone="danger" className="flex-1">
              {MESSAGES.blogCreateFailed}
            </Alert>
          ) : publishedTitle ? (
            <Alert tone="success" className="flex-1">
              “{publishedTitle}” is published.
            </Alert>
          ) : null}
        </div>
      </form>
    </section>
  );
}
