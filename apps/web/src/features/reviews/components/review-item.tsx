/** One approved review: stars, title, author, "Verified purchase", option, date, photos, reply. */
import { BadgeCheck, MessageCircleHeart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ProductImage as ProductImageRecord } from '@shop/shared/schemas/product';
import { REVIEW_MESSAGES } from '@shop/shared/review-texts';
import type { PublicReview } from '@shop/shared/schemas/review';
import { Dialog } from '@/components/ui/dialog';
import { ProductImage } from '@/components/ui/product-image';
import { Stars } from '@/components/ui/stars';
import { formatLongDate } from '@/lib/format';
import { isPlainClick } from '@/lib/is-plain-click';

/** The zoomable viewer of the photos (the product page's gallery, composed by the route). */
export type PhotoViewer = (images: ProductImageRecord[], name: string) => ReactNode;

export function ReviewItem({ review, viewer }: { review: PublicReview; viewer: PhotoViewer }) {
  const [isViewing, setViewing] = useState<number | null>(null);
  return (
    <article className="space-y-3 py-6" aria-labelledby={`review-${review.id}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.stars} />
        <h3 id={`review-${review.id}`} className="font-semibold">
          {review.title}
        </h3>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-500 dark:text-ink-300">
        <span className="font-semibold text-ink-700 dark:text-cream-200">{review.authorName}</span>
        <span className="inline-flex items-center gap-1 font-semibold text-sage-700 dark:text-sage-300">
          <BadgeCheck className="h-4 w-4" aria-hidden />
          {REVIEW_MESSAGES.verifiedPurchase}
        </span>
        {review.variantLabel ? <span>{review.variantLabel}</span> : null}
        <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
      </p>
      <p className="whitespace-pre-line break-words leading-relaxed">{review.text}</p>
      {review.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={`Photos from ${review.authorName}`}>
          {review.photos.map((photo, i) => (
            <li key={photo.src}>
              {/* A link to the full-size photo, which works before the app runs; the app opens
                  its zoomable viewer on a plain click instead. */}
              <a
                href={photo.src}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  setViewing(i);
                }}
                className="block h-24 w-24 overflow-hidden rounded-xl bg-cream-200 ring-clay-400 hover:ring-2 focus-visible:ring-2 dark:bg-night-700"
                aria-label={`View photo ${i + 1} from ${review.authorName}`}
              >
                <ProductImage image={photo} alt="" sizes="96px" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="ml-2 space-y-1 rounded-2xl border-l-4 border-clay-300 bg-clay-50 px-4 py-3 dark:border-clay-700 dark:bg-night-800">
          <p className="flex items-center gap-2 text-sm font-semibold text-clay-700 dark:text-clay-300">
            <MessageCircleHeart className="h-4 w-4" aria-hidden />
            {REVIEW_MESSAGES.replyFromMaker}
          </p>
          <p className="whitespace-pre-line break-words text-sm leading-relaxed">{review.reply}</p>
        </div>
      ) : null}
      <Dialog
        open={isViewing !== null}
        onOpenChange={(open) => setViewing(open ? (isViewing ?? 0) : null)}
        title={`Photos from ${review.authorName}`}
        size="lg"
      >
        {isViewing !== null ? (
          <div className="mx-auto max-w-xl">
            {viewer(
              [...review.photos.slice(isViewing), ...review.photos.slice(0, isViewing)],
              `${review.title}, photo`,
            )}
          </div>
        ) : null}
      </Dialog>
    </article>
  );
}
