/** /blog/:id (beyond SPEC): the whole post, its title as the document title. */
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlogPost } from '@/features/content/api/get-blog-post';
import { BlogPostArticle } from '@/features/content/components/blog-post-article';
import { ApiError } from '@/lib/api-client';
import { NotFound } from '../not-found';
import { LoadErrorCard } from '@/components/ui/load-error';

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
        <LoadErrorCard
          isHeading
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
          className="mx-auto max-w-xl py-14"
        >
          We couldn&apos;t load this post.
        </LoadErrorCard>
      )}
    </Page>
  );
}
