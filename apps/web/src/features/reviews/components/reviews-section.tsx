/**
 * The product page's Reviews section, rendered on the server with the page: the summary (average,
 * count, distribution bars), the approved reviews sorted and paged through the address (so each
 * page is a link), and for a signed-in customer who bought the item, "Write a review" (or their
 * own review's state and Edit).
 */
import { MessageSquareText, PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  REVIEW_MESSAGES,
  REVIEW_SORT_LABELS,
  REVIEW_STATE_LABELS,
} from '@shop/shared/review-texts';
import { REVIEW_SORTS } from '@shop/shared/constants';
import type { ReviewSort, ReviewSummary } from '@shop/shared/schemas/review';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { useSessionStore } from '@/features/accounts/store';
import { useMyReview, useReviews } from '../api/reviews';
import { reviewParamsOf, REVIEW_PAGE_PARAM, REVIEW_SORT_PARAM } from '../review-params';
import { ReviewForm } from './review-form';
import { ReviewItem, type PhotoViewer } from './review-item';
import { PageNav } from '@/components/ui/page-nav';
import { reviewsLabel } from '@shop/shared/review-texts';
import { ValueOptions } from '@/components/shared/value-options';

function Summary({ summary }: { summary: ReviewSummary }) {
  return (
    <div className="space-y-4">
      <div className="flex items-end gap-3">
        <p className="text-5xl font-semibold leading-none">{summary.average.toFixed(1)}</p>
        <div className="space-y-1">
          <Stars rating={summary.average} size="md" />
          {/* The product's one count: every customer's stars once, as on its card and top line. */}
          <p className="text-sm text-ink-500 dark:text-ink-300">{reviewsLabel(summary.count)}</p>
          {summary.count > 0 ? (
            <p className="text-xs text-ink-500 dark:text-ink-300">
              {summary.reviewCount === 1 ? '1 written' : `${summary.reviewCount} written`}
            </p>
          ) : null}
        </div>
      </div>
      <ul className="space-y-1.5" aria-label="How many customers gave each rating">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1] ?? 0;
          const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0">{stars === 1 ? '1 star' : `${stars} stars`}</span>
              <span
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-cream-200 dark:bg-night-700"
                aria-hidden
              >
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${share}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-right text-ink-500 dark:text-ink-300">
                <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}: </span>
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function WriteReview({ productId, productName }: { productId: string; productName: string }) {
  const user = useSessionStore((s) => s.user);
  const mine = useMyReview(productId, user?.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const isAsked = searchParams.get('review') === 'write';
  const [isOpen, setOpen] = useState(false);
  const [isSent, setSent] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isAsked && mine.data?.canReview) setOpen(true);
  }, [isAsked, mine.data?.canReview]);
  useEffect(() => {
    if (isOpen) formRef.current?.scrollIntoView({ block: 'start' });
  }, [isOpen]);

  // The link in the mail or My Orders asks for the form as the page opens: the app finds out
  // whether this shopper may review (their own read, never in the server's page) and opens it.
  if (user && isAsked && mine.isPending) return <span data-wants-app="now" />;
  if (!user || !mine.data?.canReview) return null;
  const close = () => {
    setOpen(false);
    if (isAsked) {
      const next = new URLSearchParams(searchParams);
      next.delete('review');
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  };
  const review = mine.data.review;
  return (
    <div className="space-y-3" ref={formRef} data-review-form={isOpen ? '' : undefined}>
      {isSent ? <Alert tone="success">{REVIEW_MESSAGES.pendingNotice}</Alert> : null}
      {isOpen ? (
        <ReviewForm
          productId={productId}
          productName={productName}
          userId={user.id}
          mine={mine.data}
          onDone={() => {
            setSent(true);
            close();
          }}
          onCancel={close}
        />
      ) : review ? (
        <div className="rounded-2xl border border-cream-300 bg-cream-50 px-4 py-3 text-sm dark:border-night-600 dark:bg-night-800">
          <p>
            Your review is <strong>{REVIEW_STATE_LABELS[review.state]}</strong>
            {review.state === 'pending'
              ? ': the maker reads every review before it is shown.'
              : '.'}
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setOpen(true)}>
            <PenLine className="h-4 w-4" aria-hidden />
            Edit your review
          </Button>
        </div>
      ) : (
        <Button onClick={() => setOpen(true)}>
          <PenLine className="h-4 w-4" aria-hidden />
          {REVIEW_MESSAGES.writeReview}
        </Button>
      )}
    </div>
  );
}

export function ReviewsSection({
  productId,
  productName,
  viewer,
}: {
  productId: string;
  productName: string;
  viewer: PhotoViewer;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { sort, page } = reviewParamsOf(searchParams);
  const reviews = useReviews(productId, sort, page);
  const listRef = useRef<HTMLDivElement>(null);

  const go = (next: { sort?: ReviewSort; page?: number }) => {
    const params = new URLSearchParams(searchParams);
    const nextSort = next.sort ?? sort;
    const nextPage = next.page ?? 1;
    if (nextSort === 'newest') params.delete(REVIEW_SORT_PARAM);
    else params.set(REVIEW_SORT_PARAM, nextSort);
    if (nextPage > 1) params.set(REVIEW_PAGE_PARAM, String(nextPage));
    else params.delete(REVIEW_PAGE_PARAM);
    setSearchParams(params, { preventScrollReset: true });
    listRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mt-16 scroll-mt-24 border-t border-cream-300 pt-10 dark:border-night-700"
    >
      <h2 id="reviews-heading" className="mb-6 text-2xl font-semibold">
        Reviews
      </h2>
      {/* An open review form takes the section's whole width (the grid turns to one column). */}
      <div className="grid gap-10 md:grid-cols-[18rem_minmax(0,1fr)] md:has-[[data-review-form]]:grid-cols-[minmax(0,1fr)]">
        <div className="space-y-6">
          {reviews.data ? (
            <Summary summary={reviews.data.summary} />
          ) : reviews.isPending ? (
            <Skeleton className="h-40" />
          ) : null}
          <WriteReview productId={productId} productName={productName} />
        </div>
        <div ref={listRef} className="min-w-0 scroll-mt-24">
          {reviews.isPending ? (
            <div role="status" aria-label="Loading reviews" className="space-y-4">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : reviews.isError && !reviews.data ? (
            <LoadError onRetry={() => void reviews.refetch()} isRetrying={reviews.isFetching}>
              The reviews could not be loaded.
            </LoadError>
          ) : reviews.data.summary.reviewCount === 0 ? (
            <div className="flex items-center gap-4 rounded-3xl border border-dashed border-cream-300 px-6 py-10 dark:border-night-600">
              <MessageSquareText className="h-8 w-8 shrink-0 text-clay-500" aria-hidden />
              <div>
                <p className="font-semibold">
                  {reviews.data.summary.count > 0
                    ? 'No written reviews yet'
                    : REVIEW_MESSAGES.noReviews}
                </p>
                <p className="text-sm text-ink-500 dark:text-ink-300">
                  Reviews come from customers who bought this piece.
                </p>
              </div>
            </div>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-ink-500 dark:text-ink-300">
                  Every review is from a customer who bought this piece.
                </p>
                <label className="flex items-center gap-2 text-sm font-semibold">
                  Sort by
                  <NativeSelect
                    name="sort"
                    value={sort}
                    onChange={(e) => go({ sort: e.target.value as ReviewSort })}
                    wrapperClassName="w-44"
                    className="py-2 font-normal"
                  >
                    <ValueOptions values={REVIEW_SORTS} labelOf={(s) => REVIEW_SORT_LABELS[s]} />
                  </NativeSelect>
                </label>
              </div>
              <div
                className="divide-y divide-cream-300 dark:divide-night-700"
                aria-busy={reviews.isFetching || undefined}
              >
                {reviews.data.reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} viewer={viewer} />
                ))}
              </div>
              {reviews.data.pageCount > 1 ? (
                <PageNav
                  label="Review pages"
                  className="flex items-center justify-between gap-3 pt-2"
                  page={page}
                  pageCount={reviews.data.pageCount}
                  onPage={(to) => go({ page: to })}
                >
                  <p className="text-sm text-ink-500 dark:text-ink-300">
                    Page {reviews.data.page} of {reviews.data.pageCount}
                  </p>
                </PageNav>
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
