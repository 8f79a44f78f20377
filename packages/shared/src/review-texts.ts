/**
 * Reviews' states, limits and words: what the browser shows without loading zod (the schemas in
 * schemas/review.ts build on these and re-export them).
 */
import type { ReviewSort } from './constants.ts';

export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const REVIEW_TITLE_MAX = 80;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REASON_MAX = 500;
export const REVIEW_PAGE_SIZE = 5;
/** Days after an order is completed before its customer is asked for reviews (maker setting). */
export const REVIEW_REQUEST_DAYS_DEFAULT = 7;

export const REVIEW_MESSAGES = {
  onlyBuyers: 'Only customers who bought this item can review it',
  alreadyReviewed: 'You have already reviewed this item',
  titleRequired: 'Give your review a title',
  titleTooLong: `Keep the title to ${REVIEW_TITLE_MAX} characters or fewer`,
  textTooShort: `Write at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: `Keep the review to ${REVIEW_TEXT_MAX} characters or fewer`,
  tooManyPhotos: `Add up to ${REVIEW_PHOTOS_MAX} photos`,
  photoUnknown: 'Upload the photos with the review form',
  verifiedPurchase: 'Verified purchase',
  writeReview: 'Write a review',
  noReviews: 'No reviews yet',
  replyFromMaker: 'Reply from the maker',
  pendingNotice: 'Thanks! Your review will appear once the maker has read it.',
  reasonRequired: 'Say why the review is rejected (only you see it)',
  replyRequired: 'Write a reply',
} as const;

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  photos: 'With photos',
};

/**
 * A product's one count, the same words on its card, its page's top line and its Reviews section:
 * "No reviews yet", "1 review", "12 reviews" (every customer's stars once, written or not).
 */
export function reviewsLabel(count: number): string {
  if (count <= 0) return 'No reviews yet';
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}
