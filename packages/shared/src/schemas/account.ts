/**
 * Account shapes shared by the API and the SPA: the signed-in caller (`GET /api/me`), the
 * wishlist (`/api/wishlist`) and a shopper's product rating (`/api/products/:id/rating`).
 */
import { z } from 'zod';
import { RATING_MAX } from '../constants.ts';

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  isAdmin: z.boolean(),
  /** Sign-in asks for an authenticator code (or a recovery code). */
  twoFactorEnabled: z.boolean(),
  /** An admin who must set up two-factor sign-in before the panel answers (REQUIRE_ADMIN_2FA). */
  mustSetUpTwoFactor: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const productIdParamsSchema = z.object({ productId: z.guid('Invalid product id') });

export const wishlistAddSchema = z.object({ productId: z.guid('Invalid product id') }).strict();
export type WishlistAdd = z.infer<typeof wishlistAddSchema>;

export const wishlistSchema = z.object({ productIds: z.array(z.string()) });
export type Wishlist = z.infer<typeof wishlistSchema>;

export const ratingValueSchema = z
  .number({ error: 'Choose a rating from 1 to 5' })
  .int('Choose a rating from 1 to 5')
  .min(1, 'Choose a rating from 1 to 5')
  .max(RATING_MAX, 'Choose a rating from 1 to 5');

export const rateProductSchema = z.object({ rating: ratingValueSchema }).strict();
export type RateProduct = z.infer<typeof rateProductSchema>;

/** The product's new average (two decimals) and count, and the caller's own rating. */
export const ratingResultSchema = z.object({
  rating: z.number(),
  reviewsCount: z.number().int(),
  myRating: z.number().int(),
});
export type RatingResult = z.infer<typeof ratingResultSchema>;

export const myRatingSchema = z.object({ myRating: z.number().int().nullable() });
export type MyRating = z.infer<typeof myRatingSchema>;

/** Password rules the SPA checks before asking the server (which checks them again). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
