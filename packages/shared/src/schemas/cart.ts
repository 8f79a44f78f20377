/**
 * The signed-in shopper's cart kept on the server, shared by the API and the web app: the same
 * lines as the browser's cart (product, variant, personalisation, quantity, and the name and
 * price shown before the catalog answers) and its gift choice. The server checks every line
 * against the catalog when carts are merged; prices are always re-read at checkout.
 */
import { z } from 'zod';
import { MAX_CHECKOUT_LINES, MAX_CHECKOUT_QUANTITY } from './order.ts';
import { MAX_GIFT_NOTE_LENGTH, MAX_PERSONALISATION_LENGTH } from './product.ts';
import { multiLineText, singleLineText } from './text.ts';

export const savedCartLineSchema = z.object({
  productId: singleLineText(64).refine((id) => id.length > 0, 'Required'),
  variantId: singleLineText(64).optional(),
  variantLabel: singleLineText(200).optional(),
  personalisation: singleLineText(MAX_PERSONALISATION_LENGTH).optional(),
  quantity: z.number().int().min(1).max(MAX_CHECKOUT_QUANTITY),
  name: singleLineText(200),
  priceCents: z.number().int().min(0).max(100_000_000),
});
export type SavedCartLine = z.infer<typeof savedCartLineSchema>;

export const savedCartGiftSchema = z.object({
  isGift: z.boolean(),
  note: multiLineText(MAX_GIFT_NOTE_LENGTH),
  wrap: z.boolean().optional(),
});
export type SavedCartGift = z.infer<typeof savedCartGiftSchema>;

/** GET /api/cart, and the answer of every save and merge. `version` grows with each save. */
export const savedCartSchema = z.object({
  lines: z.array(savedCartLineSchema).max(MAX_CHECKOUT_LINES),
  gift: savedCartGiftSchema,
  version: z.number().int().min(0),
});
export type SavedCart = z.infer<typeof savedCartSchema>;

/** POST /api/cart/merge: the browser's cart at sign-in, added to the one kept on the server. */
export const cartMergeRequestSchema = z
  .object({
    lines: z.array(savedCartLineSchema).max(MAX_CHECKOUT_LINES),
    gift: savedCartGiftSchema,
  })
  .strict();
export type CartMergeRequest = z.infer<typeof cartMergeRequestSchema>;

/**
 * PUT /api/cart: the whole cart after a change. `baseVersion` is the version this browser last
 * saw; when another tab or device saved since, nothing is written and the answer carries the
 * newer cart with `isSaved: false`, so an old tab never overwrites a newer cart.
 */
export const cartSaveRequestSchema = cartMergeRequestSchema
  .extend({ baseVersion: z.number().int().min(0) })
  .strict();
export type CartSaveRequest = z.infer<typeof cartSaveRequestSchema>;

export const cartSaveResultSchema = savedCartSchema.extend({ isSaved: z.boolean() });
export type CartSaveResult = z.infer<typeof cartSaveResultSchema>;

/**
 * GET /api/cart/restore-offer: the unfinished checkout a signed-in shopper back on an empty cart
 * is offered to put back (its order and how many pieces), or null. The server decides it from
 * the shopper's latest order; a guest never has one.
 */
export const restoreOfferSchema = z.object({
  offer: z.object({ orderId: z.string(), count: z.number().int().min(1) }).nullable(),
});
export type RestoreOffer = z.infer<typeof restoreOfferSchema>;

/** How long after checkout an unpaid order is still offered back (the payment page's life and some). */
export const RESTORE_OFFER_WINDOW_MS = 2 * 60 * 60 * 1000;

/**
 * POST /api/cart/restore (and the form /forms/cart/restore): the shopper's answer to the offer.
 * `restore` adds the order's lines to the cart; both answers mean it is not offered again.
 */
export const cartRestoreRequestSchema = z
  .object({
    orderId: singleLineText(64).refine((id) => id.length > 0, 'Required'),
    intent: z.enum(['restore', 'dismiss']),
  })
  .strict();
export type CartRestoreRequest = z.infer<typeof cartRestoreRequestSchema>;

/** GET/PUT /api/cart/reminders: the profile's "Cart reminders" checkbox. */
export const cartRemindersSchema = z.object({ isEnabled: z.boolean() }).strict();
export type CartReminders = z.infer<typeof cartRemindersSchema>;

/** A cart untouched this long gets its one reminder mail. */
export const CART_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

/** The most lines one cart holds (each line a product, variant and personalisation). */
export const MAX_CART_LINES = 100;

export const CART_LIMIT_MESSAGES = {
  tooManyLines: `Your cart holds at most ${MAX_CART_LINES} different items. Remove one to add another.`,
  lineGone: 'That item is no longer in your cart.',
  productGone: 'This product is no longer available.',
} as const;

/**
 * One change to the visitor's cart (a guest's or a shopper's), applied by the server to the
 * cart as it is now: the same change from two tabs is applied twice, never lost. A line is named
 * by its key (product, variant and personalisation; a plain product's id alone also names it).
 */
export const cartChangeSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('add'),
      productId: singleLineText(64).refine((id) => id.length > 0, 'Required'),
      variantId: singleLineText(64).optional(),
      /** The choice as option values, when no variant id is sent (an HTML form's radios). */
      optionValues: z.array(singleLineText(200)).max(10).optional(),
      personalisation: singleLineText(MAX_PERSONALISATION_LENGTH).optional(),
      quantity: z.number().int().min(1).max(MAX_CHECKOUT_QUANTITY),
    })
    .strict(),
  z
    .object({
      kind: z.literal('set'),
      line: singleLineText(200),
      quantity: z.number().int().min(1).max(MAX_CHECKOUT_QUANTITY),
    })
    .strict(),
  z.object({ kind: z.literal('remove'), line: singleLineText(200) }).strict(),
  z.object({ kind: z.literal('gift'), gift: savedCartGiftSchema }).strict(),
  /** Empties the cart (its lines went into a checkout). */
  z.object({ kind: z.literal('clear') }).strict(),
]);
export type CartChange = z.infer<typeof cartChangeSchema>;
