/**
 * Account shapes shared by the API and the SPA: the signed-in caller (`GET /api/me`), the
 * wishlist (`/api/wishlist`) and a shopper's product rating (`/api/products/:id/rating`).
 */
import { z } from 'zod';
import { RATING_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

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

/** Sign-in and sign-up field errors in the shop's own words (the app's and the server's forms). */
export const AUTH_FIELD_MESSAGES = {
  emailMissing: 'Enter your email address.',
  emailInvalid: MESSAGES.invalidEmail,
  passwordMissing: 'Enter your password.',
  passwordShort: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`,
  passwordLong: 'That password is too long. Use a shorter one.',
} as const;

/** The shape browsers accept for type="email", near enough: something@something.something. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sign-up form as the server checks a post without the app: the same words under each field
 * as the app's own check (`checkAuthFields`). The accounts server checks again.
 */
export const signUpFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.signUpMissingIdentity)
    .max(254, AUTH_FIELD_MESSAGES.emailInvalid)
    .regex(EMAIL_SHAPE, AUTH_FIELD_MESSAGES.emailInvalid),
  password: z
    .string()
    .min(1, MESSAGES.signUpMissingIdentity)
    .min(PASSWORD_MIN_LENGTH, AUTH_FIELD_MESSAGES.passwordShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_FIELD_MESSAGES.passwordLong),
  /** Where to go once the account is made (the page that asked for it). */
  next: z.string().max(2000).optional(),
});
