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

/** A text trimmed before it is checked; `missing` is said when it is absent or too short. */
const trimmedText = ({
  min = 1,
  max,
  missing,
  tooLong,
}: {
  min?: number;
  max: number;
  missing: string;
  tooLong: string;
}) => z.preprocess(trimmed, z.string({ error: missing }).min(min, missing).max(max, tooLong));

/** The page a review list asks for. */
const reviewPageParam = z.coerce.number().int().min(1).max(1000).default(1);

/** One page of reviews, with how many pages there are. */
const reviewPageOf = <Review extends z.ZodType>(review: Review) =>
  z.object({
    reviews: z.array(review),
    page: z.number().int(),
    pageCount: z.number().int(),
  });

/** What a buyer writes; `photos` are the `src` URLs the photo upload answered. */
export const reviewInputSchema = z
  .object({
    stars: ratingValueSchema,
    title: trimmedText({
      max: REVIEW_TITLE_MAX,
      missing: REVIEW_MESSAGES.titleRequired,
      tooLong: REVIEW_MESSAGES.titleTooLong,
    }),
    text: trimmedText({
      min: REVIEW_TEXT_MIN,
      max: REVIEW_TEXT_MAX,
      missing: REVIEW_MESSAGES.textTooShort,
      tooLong: REVIEW_MESSAGES.textTooLong,
    }),
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

/**
 * A product's one rating (star-only ratings and verified reviews' stars, each customer once: the
 * same figures as the product's `rating` and `reviewsCount`) and its approved written reviews.
 */
export const reviewSummarySchema = z.object({
  average: z.number(),
  /** How many customers rated the product. */
  count: z.number().int(),
  /** How many ratings gave 1…5 stars: index 0 is one star. */
  distribution: z.array(z.number().int()).length(5),
  /** How many approved written reviews there are (the list below the summary). */
  reviewCount: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewListQuerySchema = z
  .object({
    sort: z.enum(REVIEW_SORTS).default('newest'),
    page: reviewPageParam,
  })
  .strict();
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewListSchema = reviewPageOf(publicReviewSchema).extend({
  summary: reviewSummarySchema,
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
    page: reviewPageParam,
  })
  .strict();
export type AdminReviewQuery = z.input<typeof adminReviewQuerySchema>;

export const adminReviewListSchema = reviewPageOf(adminReviewSchema).extend({
  total: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** The body of one of the maker's moderation steps: a single required text. */
const moderationBody = <Field extends string>(field: Field, max: number, missing: string) => {
  const text = trimmedText({
    max,
    missing,
    tooLong: `Keep the ${field} to ${max} characters or fewer`,
  });
  return z.object({ [field]: text } as Record<Field, typeof text>).strict();
};

export const rejectReviewSchema = moderationBody(
  'reason',
  REVIEW_REASON_MAX,
  REVIEW_MESSAGES.reasonRequired,
);

export const replyReviewSchema = moderationBody(
  'reply',
  REVIEW_REPLY_MAX,
  REVIEW_MESSAGES.replyRequired,
);

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
