/** The blog's card grid, newest first, with the shop's 'Loading...' and empty and error states. */
import { Feather } from 'lucide-react';

import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogCard } from './blog-card';
import { LoadErrorCard } from '@/components/ui/load-error';

export function BlogPostList() {
  const { data: posts, isPending, isError, refetch, isRefetching } = useBlogPosts();

  if (isPending) {
    return (
      <div>
        <p role="status" className="mb-6 text-ink-500 dark:text-ink-300">
          Loading...
        </p>
        <div aria-hidden className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div
              key={i}
              className="overflow-hidden rounded-3xl border border-cream-300/80 bg-cream-50 dark:border-night-700 dark:bg-night-800"
            >
              <Skeleton className="aspect-[16/10] rounded-none" />
              <SkeletonStack
                className="space-y-3 p-6"
                blocks={['h-3 w-24', 'h-6 w-3/4', 'h-16 w-full']}
              />
            </div>
          ))}
        </div>
      </div>
    );
  }

  if (isError) {
    return (
      <LoadErrorCard onRetry={() => void refetch()} isRetrying={isRefetching} className="py-12">
        We couldn&apos;t load the blog right now.
      </LoadErrorCard>
    );
  }

  if (posts.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-cream-300 bg-cream-50 px-6 py-16 text-center dark:border-night-600 dark:bg-night-800">
        <Feather className="mx-auto h-10 w-10 text-clay-500 dark:text-clay-300" aria-hidden />
        <p className="mt-4 font-display text-xl">No blog posts yet</p>
        <p className="mx-auto mt-2 max-w-md text-sm text-ink-500 dark:text-ink-300">
          Stories from the studio, new patterns and yarn notes will appear here soon.
        </p>
      </div>
    );
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id} className="flex">
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  );
}
