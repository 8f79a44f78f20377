/**
 * /blog: the card grid of posts, newest first. Admins also see the Create New Post
 * form above it.
 */
import { Page } from '@/components/ui/page';
import { BlogPostList } from '@/features/content/components/blog-post-list';
import { PostForm } from '@/features/content/admin/components/post-form';
import { useSessionStore } from '@/features/accounts/store';

export default function BlogPage() {
  const isAdmin = useSessionStore((s) => s.isAdmin);
  return (
    <Page title="Blog" wide>
      <header className="mb-10 max-w-2xl">
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-clay-600 dark:text-clay-300">
          From the studio
        </p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Blog</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-700 dark:text-cream-200">
          Notes from the crochet hook: new patterns, yarn we love, and the stories behind each
          handmade piece.
        </p>
      </header>
      {isAdmin ? (
        <div className="mb-12">
          <PostForm />
        </div>
      ) : null}
      <BlogPostList />
    </Page>
  );
}
