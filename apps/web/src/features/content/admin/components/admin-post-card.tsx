/** A post in the admin blog: cover, title, date, author, excerpt, with View, Edit and Delete. */
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '@shop/shared/schemas/blog';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import { blogExcerpt } from '@/features/content/blog-excerpt';
import { BlogImage } from '@/features/content/components/blog-image';

type AdminPostCardProps = {
  post: BlogPost;
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
  isDeleting: boolean;
};

export function AdminPostCard({ post, onEdit, onDelete, isDeleting }: AdminPostCardProps) {
  return (
    <article
      aria-label={post.title}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-cream-300/80 bg-cream-50 shadow-sm sm:flex-row dark:border-night-700 dark:bg-night-800"
    >
      <div className="aspect-[16/9] shrink-0 overflow-hidden bg-cream-200 sm:aspect-auto sm:w-52 dark:bg-night-700">
        <BlogImage src={post.imageUrl} alt="" sizes="(min-width: 640px) 208px, 100vw" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-5">
        <p className="text-xs font-bold uppercase tracking-[0.12em] text-sage-700 dark:text-sage-300">
          <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
        </p>
        <h3 className="mt-1.5 break-words font-display text-lg font-semibold leading-snug">
          {post.title}
        </h3>
        <p className="mt-1 truncate text-xs text-ink-500 dark:text-ink-300">By {post.author}</p>
        <p className="mt-3 line-clamp-2 break-words text-sm leading-relaxed text-ink-700 dark:text-cream-200">
          {blogExcerpt(post.content)}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onEdit(post)}
            aria-label={`Edit ${post.title}`}
          >
            <Pencil className="h-4 w-4" aria-hidden />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(post)}
            disabled={isDeleting}
            aria-label={`Delete ${post.title}`}
            className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {isDeleting ? 'Deleting…' : 'Delete'}
          </Button>
          <Link
            to={`/blog/${post.id}`}
            className="ml-auto inline-flex items-center gap-1 text-sm font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
          >
            View
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          </Link>
        </div>
      </div>
    </article>
  );
}
