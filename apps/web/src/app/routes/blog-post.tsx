/** /blog/:id (beyond SPEC): the whole post, its title as the document title. */
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { useBlogPost } from '../../features/content/api/get-blog-post';
import { BlogPostArticle } from '../../features/content/components/blog-post-article';
import { ApiError } from '../../lib/api-client';
import { NotFound } from '../not-found';

const backLink = (
  <Link
    to="/blog"
    className="mb-8 inline-flex items-center gap-1.5 text-sm font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
  >
    <ArrowLeft className="h-4 w-4" aria-hidden />
    Back to Blog
  </Link>
);

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const { data: post, isPending, error, refetch, isRefetching } = useBlogPost(id);
  const isNotFound = error instanceof ApiError && error.status === 404;
  const title = post?.title ?? (isNotFound ? 'Post not found' : 'Blog');

  return (
    <Page title={title} wide>
      {backLink}
      {post ? (
        <BlogPostArticle post={post} />
      ) : isPending ? (
        <div className="mx-auto max-w-3xl space-y-4">
          <p role="status" className="text-center text-ink-500 dark:text-ink-300">
            Loading...
          </p>
          <Skeleton className="mx-auto h-12 w-3/4" />
          <Skeleton className="aspect-[16/9] w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : isNotFound ? (
        <NotFound kind="post" />
      ) : (
        <div
          role="alert"
          className="mx-auto max-w-xl rounded-3xl border border-red-200 bg-red-50 px-6 py-14 text-center dark:border-red-900/60 dark:bg-red-950/30"
        >
          <h1 className="text-2xl font-semibold text-red-900 dark:text-red-100">
            We couldn&apos;t load this post.
          </h1>
          <p className="mt-2 text-sm text-red-800 dark:text-red-200">
            Please check your connection and try again.
          </p>
          <Button
            variant="secondary"
            className="mt-6"
            onClick={() => refetch()}
            disabled={isRefetching}
          >
            Try Again
          </Button>
        </div>
      )}
    </Page>
  );
}
