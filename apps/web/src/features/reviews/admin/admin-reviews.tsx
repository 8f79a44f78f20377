/**
 * The maker's review queue: filter by state (Pending first) and by product, and per review
 * Approve, Reject (with a reason only the maker sees) and one public "Reply from the maker".
 * Below, when customers are asked for reviews.
 */
import { Check, MessageCircleHeart, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  REVIEW_MESSAGES,
  REVIEW_STATE_LABELS,
  REVIEW_STATES,
  type AdminReview,
  type ReviewState,
} from '@shop/shared/schemas/review';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TextAreaField, TextField } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { ProductImage } from '@/components/ui/product-image';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  useAdminReviews,
  useModerateReview,
  useReviewSettings,
  useSaveReviewSettings,
} from './api';
import { TitledSection } from '@/components/ui/titled-section';
import { PageNav } from '@/components/ui/page-nav';
import { ValueOptions } from '@/components/shared/value-options';

const stateTone: Record<ReviewState, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  approved: 'bg-sage-100 text-sage-700 dark:bg-sage-700/30 dark:text-sage-300',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950/50 dark:text-red-200',
};

function errorText(error: unknown) {
  if (error instanceof ApiError) return Object.values(error.fields ?? {})[0] ?? error.message;
  return 'That did not work. Please try again.';
}

function ReviewCard({
  review,
  onFilterProduct,
}: {
  review: AdminReview;
  onFilterProduct: (id: string, name: string) => void;
}) {
  const moderate = useModerateReview();
  const [mode, setMode] = useState<'idle' | 'reject' | 'reply'>('idle');
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState(review.reply ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const act =
      mode === 'reject'
        ? ({ kind: 'reject', id: review.id, reason } as const)
        : ({ kind: 'reply', id: review.id, reply } as const);
    moderate.mutate(act, { onSuccess: () => setMode('idle') });
  };

  return (
    <li className="space-y-3 rounded-3xl border border-cream-300 bg-white/80 p-5 dark:border-night-700 dark:bg-night-800">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          className="text-left text-sm font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
          onClick={() => onFilterProduct(review.productId, review.productName)}
          title="Show only this product's reviews"
        >
          {review.productName}
        </button>
        <span
          className={cn('rounded-full px-3 py-1 text-xs font-semibold', stateTone[review.state])}
        >
          {REVIEW_STATE_LABELS[review.state]}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Stars rating={review.stars} />
        <h2 className="font-semibold">{review.title}</h2>
      </div>
      <p className="text-sm text-ink-500 dark:text-ink-300">
        {review.authorName} ({review.authorEmail})
        {review.variantLabel ? ` · ${review.variantLabel}` : ''} ·{' '}
        <time dateTime={review.updatedAt}>{formatDateTime(review.updatedAt)}</time>
      </p>
      <p className="whitespace-pre-line break-words">{review.text}</p>
      {review.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {review.photos.map((photo, i) => (
            <li key={photo.src} className="h-20 w-20 overflow-hidden rounded-xl bg-cream-200">
              <a href={photo.src} target="_blank" rel="noreferrer">
                <ProductImage image={photo} alt={`Photo ${i + 1} of the review`} sizes="80px" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.state === 'rejected' && review.rejectReason ? (
        <p className="text-sm text-red-800 dark:text-red-200">
          Rejected because: {review.rejectReason}
        </p>
      ) : null}
      {review.reply && mode !== 'reply' ? (
        <div className="rounded-2xl bg-clay-50 px-4 py-3 text-sm dark:bg-night-700">
          <p className="font-semibold">{REVIEW_MESSAGES.replyFromMaker}</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
      {moderate.isError ? <Alert tone="danger">{errorText(moderate.error)}</Alert> : null}
      {mode === 'idle' ? (
        <div className="flex flex-wrap gap-2">
          {review.state !== 'approved' ? (
            <Button
              size="sm"
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ kind: 'approve', id: review.id })}
            >
              <Check className="h-4 w-4" aria-hidden />
              Approve
            </Button>
          ) : null}
          {review.state !== 'rejected' ? (
            <Button size="sm" variant="secondary" onClick={() => setMode('reject')}>
              <X className="h-4 w-4" aria-hidden />
              Reject
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => setMode('reply')}>
            <MessageCircleHeart className="h-4 w-4" aria-hidden />
            {review.reply ? 'Edit reply' : 'Reply'}
          </Button>
          {review.reply ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ kind: 'remove-reply', id: review.id })}
            >
              Remove reply
            </Button>
          ) : null}
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          {mode === 'reject' ? (
            <TextField
              label="Reason (only you see it)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              autoFocus
            />
          ) : (
            <TextAreaField
              label={REVIEW_MESSAGES.replyFromMaker}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              maxLength={2000}
              rows={3}
              autoFocus
            />
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={moderate.isPending}>
              {mode === 'reject' ? 'Reject review' : 'Publish reply'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('idle')}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

function RequestSettings() {
  const settings = useReviewSettings();
  const save = useSaveReviewSettings();
  const [days, setDays] = useState<string | null>(null);
  const shown = days ?? String(settings.data?.requestAfterDays ?? '');
  return (
    <TitledSection
      id="review-requests-heading"
      title="Asking for reviews"
      intro="Customers get one mail per order, linking to a review form for each item, this many days after you complete the order. They can stop these mails with one click."
      className="mt-10 rounded-3xl border border-cream-300 bg-cream-50 p-5 dark:border-night-700 dark:bg-night-800"
      titleClassName="text-lg font-semibold"
    >
      {settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()}>
          The setting could not be loaded.
        </LoadError>
      ) : (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ requestAfterDays: Number(shown) }, { onSuccess: () => setDays(null) });
          }}
        >
          <TextField
            label="Days after completion"
            type="number"
            min={1}
            max={90}
            inputMode="numeric"
            value={shown}
            onChange={(e) => setDays(e.target.value)}
            className="w-48"
            disabled={settings.isPending}
            error={save.isError ? errorText(save.error) : undefined}
          />
          <Button type="submit" disabled={save.isPending || settings.isPending}>
            Save
          </Button>
          {save.isSuccess && days === null ? (
            <p role="status" className="pb-3 text-sm text-sage-700 dark:text-sage-300">
              Saved
            </p>
          ) : null}
        </form>
      )}
    </TitledSection>
  );
}

export function AdminReviews() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawState = searchParams.get('state');
  const state =
    rawState === 'all'
      ? undefined
      : (REVIEW_STATES as readonly string[]).includes(rawState ?? '')
        ? (rawState as ReviewState)
        : 'pending';
  const productId = searchParams.get('product') ?? undefined;
  const productName = searchParams.get('productName') ?? 'one product';
  const page = Math.max(1, Number(searchParams.get('page') ?? 1) || 1);
  const list = useAdminReviews({ state, productId, page });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setSearchParams(next);
  };

  return (
    <div className="pb-12">
      <div className="mb-5 flex flex-wrap items-end gap-4">
        <label className="space-y-1.5 text-sm font-semibold">
          <span className="block">Show</span>
          <NativeSelect
            value={state ?? 'all'}
            onChange={(e) => update({ state: e.target.value })}
            wrapperClassName="w-48"
            className="font-normal"
          >
            <ValueOptions values={REVIEW_STATES} labelOf={(s) => REVIEW_STATE_LABELS[s]} />
            <option value="all">All reviews</option>
          </NativeSelect>
        </label>
        {productId ? (
          <p className="flex items-center gap-2 rounded-full bg-clay-50 py-1.5 pl-4 pr-1.5 text-sm dark:bg-night-700">
            Product: <strong>{productName}</strong>
            <Button
              size="sm"
              variant="ghost"
              className="h-7 px-2"
              onClick={() => update({ product: null, productName: null })}
              aria-label="Show every product"
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </p>
        ) : null}
      </div>
      {list.isPending ? (
        <div role="status" aria-label="Loading reviews" className="space-y-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} isRetrying={list.isFetching}>
          The reviews could not be loaded.
        </LoadError>
      ) : list.data.reviews.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-cream-300 px-6 py-12 text-center text-ink-500 dark:border-night-600 dark:text-ink-300">
          {state === 'pending' ? 'No reviews are waiting for you.' : 'No reviews here yet.'}
        </p>
      ) : (
        <>
          <ul className="space-y-4" aria-label="Reviews">
            {list.data.reviews.map((review) => (
              <ReviewCard
                key={`${review.id}-${review.updatedAt}`}
                review={review}
                onFilterProduct={(id, name) => update({ product: id, productName: name })}
              />
            ))}
          </ul>
          {list.data.pageCount > 1 ? (
            <PageNav
              label="Review pages"
              className="mt-4 flex items-center justify-between"
              page={page}
              pageCount={list.data.pageCount}
              onPage={(to) => update({ page: String(to) })}
            >
              <p className="text-sm">
                Page {list.data.page} of {list.data.pageCount}
              </p>
            </PageNav>
          ) : null}
        </>
      )}
      <RequestSettings />
    </div>
  );
}
