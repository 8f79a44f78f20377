/**
 * A blog card (SPEC §2): image, title, the first 150 characters followed by an ellipsis,
 * 'By {author}' and the date as MMMM d, yyyy. The whole card opens the post.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '@shop/shared/schemas/blog';
import { formatLongDate } from '@/lib/format';
import { blogExcerpt } from '../blog-excerpt';
import { BlogImage } from './blog-image';

export const BLOG_CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article
      aria-label={post.title}
      className="group relative flex flex-col overflow-hidden rounded-3xl border border-cream-300/80 bg-cream-50 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg hover:shadow-clay-700/5 dark:border-night-700 dark:bg-night-800 dark:hover:shadow-black/30"
    >
      <div className="aspect-[16/10] overflow-hidden bg-cream-200 dark:bg-night-700">
        <BlogImage
          src={post.imageUrl}
          alt=""
          sizes={BLOG_CARD_SIZES}
          className="transition-transform duration-500 group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <time
          dateTime={post.createdAt}
          className="text-xs font-bold uppercase tracking-[0.12em] text-sage-700 dark:text-sage-300"
        >
          {formatLongDate(post.createdAt)}
        </time>
        <h2 className="mt-2 text-xl font-semibold leading-snug">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <Link
            to={`/blog/${post.id}`}
            className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:text-clay-700 group-hover:text-clay-700 dark:hover:text-clay-300 dark:group-hover:text-clay-300"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 break-words text-sm leading-relaxed text-ink-700 dark:text-cream-200">
          {blogExcerpt(post.content)}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
          <span className="min-w-0 truncate text-ink-500 dark:text-ink-300">By {post.author}</span>
          <span
            aria-hidden
            className="inline-flex shrink-0 items-center gap-1 font-semibold text-clay-700 dark:text-clay-300"
          >
            Read
            <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
