/** The whole post: cover image, title, author and date, and the content as paragraphs. */
import type { BlogPost } from '@shop/shared/schemas/blog';
import { formatLongDate } from '@/lib/format';
import { BlogImage } from './blog-image';
import { BlogPostBody } from './blog-post-body';

export function BlogPostArticle({ post }: { post: BlogPost }) {
  return (
    <article>
      <header className="mx-auto max-w-3xl text-center">
        <time
          dateTime={post.createdAt}
          className="text-xs font-bold uppercase tracking-[0.14em] text-sage-700 dark:text-sage-300"
        >
          {formatLongDate(post.createdAt)}
        </time>
        <h1 className="mt-3 break-words text-4xl font-semibold leading-tight sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-4 text-ink-500 dark:text-ink-300">By {post.author}</p>
      </header>
      <div className="mx-auto mt-8 aspect-[16/9] max-w-4xl overflow-hidden rounded-3xl bg-cream-200 shadow-sm sm:mt-10 dark:bg-night-700">
        <BlogImage
          src={post.imageUrl}
          alt={post.title}
          loading="eager"
          sizes="(min-width: 1024px) 896px, 100vw"
        />
      </div>
      <BlogPostBody
        content={post.content}
        className="mx-auto mt-10 max-w-2xl text-ink-700 dark:text-cream-200"
      />
    </article>
  );
}
