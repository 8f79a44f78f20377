/**
 * Verified reviews: a buyer's words, stars and photos about a product they paid for, moderated
 * by the maker before anyone else sees them. Routes: /api/products/:id/reviews (public list and
 * summary), /api/products/:id/reviews/mine (the caller's own), /api/reviews/photos (a buyer's
 * photo upload) and /api/admin/reviews (moderation).
 */
import { z } from 'zod';
import { ratingValueSchema } from './account.ts';
import { productImageSchema } from './product.ts';
import { REVIEW_SORTS } from '../constants.ts';
import {
  REVIEW_MESSAGES,
  REVIEW_PHOTOS_MAX,
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STATES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
} from '../review-texts.ts';

// The words and limits live apart from the schemas, so the browser reads them without zod.
export * from '../review-texts.ts';
export { REVIEW_SORTS, type ReviewSort } from '../constants.ts';

const trimmed = (s: unknown) => (typeof s === 'string' ? s.trim() : s);

/** What a buyer writes; `photos` are the `src` URLs the photo upload answered. */
export const reviewInputSchema = z
  .object({
    stars: ratingValueSchema,
    title: z.preprocess(
      trimmed,
      z
        .string({ error: REVIEW_MESSAGES.titleRequired })
        .min(1, REVIEW_MESSAGES.titleRequired)
        .max(REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleTooLong),
    ),
    text: z.preprocess(
      trimmed,
      z
        .string({ error: REVIEW_MESSAGES.textTooShort })
        .min(REVIEW_TEXT_MIN, REVIEW_MESSAGES.textTooShort)
        .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
    ),
    photos: z
      .array(z.string().max(500), { error: REVIEW_MESSAGES.photoUnknown })
      .max(REVIEW_PHOTOS_MAX, REVIEW_MESSAGES.tooManyPhotos)
      .default([]),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const publicReviewSchema = z.object({
  id: z.string(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  variantLabel: z.string().nullable(),
  photos: z.array(productImageSchema),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** How many approved reviews gave 1…5 stars: index 0 is one star. */
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewListQuerySchema = z
  .object({
    sort: z.enum(REVIEW_SORTS).default('newest'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .strict();
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewListSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(publicReviewSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The caller's own review of a product (any state) and whether they may write one. */
export const myReviewSchema = z.object({
  canReview: z.boolean(),
  variantLabel: z.string().nullable(),
  review: publicReviewSchema.extend({ state: z.enum(REVIEW_STATES) }).nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const adminReviewSchema = publicReviewSchema.extend({
  state: z.enum(REVIEW_STATES),
  rejectReason: z.string().nullable(),
  productId: z.string(),
  productName: z.string(),
  authorEmail: z.string(),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewQuerySchema = z
  .object({
    state: z.enum(REVIEW_STATES).optional(),
    productId: z.string().max(100).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .strict();
export type AdminReviewQuery = z.input<typeof adminReviewQuerySchema>;

export const adminReviewListSchema = z.object({
  reviews: z.array(adminReviewSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const rejectReviewSchema = z
  .object({
    reason: z.preprocess(
      trimmed,
      z
        .string({ error: REVIEW_MESSAGES.reasonRequired })
        .min(1, REVIEW_MESSAGES.reasonRequired)
        .max(REVIEW_REASON_MAX, `Keep the reason to ${REVIEW_REASON_MAX} characters or fewer`),
    ),
  })
  .strict();

export const replyReviewSchema = z
  .object({
    reply: z.preprocess(
      trimmed,
      z
        .string({ error: REVIEW_MESSAGES.replyRequired })
        .min(1, REVIEW_MESSAGES.replyRequired)
        .max(REVIEW_REPLY_MAX, `Keep the reply to ${REVIEW_REPLY_MAX} characters or fewer`),
    ),
  })
  .strict();

export const reviewSettingsSchema = z
  .object({
    requestAfterDays: z
      .number({ error: 'Choose a number of days from 1 to 90' })
      .int('Choose a number of days from 1 to 90')
      .min(1, 'Choose a number of days from 1 to 90')
      .max(90, 'Choose a number of days from 1 to 90'),
  })
  .strict();
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
