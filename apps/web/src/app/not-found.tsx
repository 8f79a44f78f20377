/**
 * The shop's not-found pages: an unknown product, an unknown post, or an unknown address. The
 * server answers them with HTTP 404 (so search engines drop the address); the product and post
 * pages show the same text when the browser learns of the 404 itself.
 */
import { ButtonLink } from '@/components/ui/button';

const COPY = {
  product: {
    title: 'We couldn\u2019t find that piece',
    body: 'It may have sold out for good or moved. There\u2019s plenty more to discover in the shop.',
    to: '/products',
    action: 'Browse all products',
  },
  post: {
    title: 'Post not found',
    body: 'This post may have been removed, or the link is not quite right.',
    to: '/blog',
    action: 'See all posts',
  },
  page: {
    title: 'Page not found',
    body: 'This page does not exist. Taking you to the home page\u2026',
    to: '/',
    action: 'Go to the home page',
  },
} as const;

export type NotFoundKind = keyof typeof COPY;

export function NotFound({ kind }: { kind: NotFoundKind }) {
  const copy = COPY[kind];
  return (
    <div
      // An unknown address: the app takes the visitor home, so the page wakes it at once.
      data-wants-app={kind === 'page' ? 'now' : undefined}
      className="mx-auto max-w-lg rounded-3xl border border-dashed border-cream-300 bg-cream-50 px-6 py-16 text-center dark:border-night-600 dark:bg-night-800"
    >
      <h1 className="text-3xl font-semibold">{copy.title}</h1>
      <p className="mt-3 text-ink-500 dark:text-ink-300">{copy.body}</p>
      <ButtonLink to={copy.to} className="mt-7">
        {copy.action}
      </ButtonLink>
    </div>
  );
}
