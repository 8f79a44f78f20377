/**
 * The gift cards applied in a cart, kept on the visitor's cart on the server (a guest's or a
 * shopper's) so a reload, a second tab and a page without scripts all show the same cards. A
 * code is like cash: once applied it never comes back to the browser. The cart knows each card
 * by an id of its own and shows its last four characters only.
 */
import { z } from 'zod';
import { giftCardCodeSchema } from './gift-card.ts';
import { checkoutRequestSchema } from './order.ts';

/** POST /api/cart/gift-cards (and the form /forms/cart/gift-cards): Apply. */
export const cartGiftCardApplySchema = z.object({ code: giftCardCodeSchema });

/** POST /api/cart/gift-cards/quote: what the kept cards pay of what the cart's total is. */
export const cartGiftCardsQuoteRequestSchema = z.object({
  /** The cart's total after discounts and gift wrap, before shipping (the cart's quote). */
  dueCents: z.number().int().min(0).max(100_000_000),
});

export const keptGiftCardQuoteSchema = z.object({
  /** The cart's own name for the card (Remove names it), not its code. */
  id: z.string(),
  last4: z.string(),
  appliedCents: z.number().int(),
  /** What stays on the card after this order. */
  remainingCents: z.number().int(),
  /** False once the card was spent elsewhere or disabled since it was applied: it pays nothing. */
  isUsable: z.boolean(),
});
export type KeptGiftCardQuote = z.infer<typeof keptGiftCardQuoteSchema>;

export const cartGiftCardsQuoteSchema = z.object({
  cards: z.array(keptGiftCardQuoteSchema),
  appliedCents: z.number().int(),
  dueAfterCents: z.number().int(),
});
export type CartGiftCardsQuote = z.infer<typeof cartGiftCardsQuoteSchema>;

/** Apply's and Remove's answer: the cart's cards as they now are (never a code). */
export const cartGiftCardsSchema = z.object({
  cards: z.array(z.object({ id: z.string(), last4: z.string() })),
  /** Apply's notice: "Gift card ····QRST applied". */
  notice: z.string().optional(),
});
export type CartGiftCards = z.infer<typeof cartGiftCardsSchema>;

/** A kept card the checkout should take money from, with what the cart showed it paying. */
export const cartCheckoutGiftCardSchema = z.object({
  id: z.string().min(1).max(64),
  amountCents: z.number().int().min(0).max(10_000_000).optional(),
});

/**
 * POST /api/cart/checkout: the checkout of the visitor's cart, with the gift cards kept on it
 * (named by their ids, with the amounts the cart showed); otherwise as POST /api/checkout.
 */
export const cartCheckoutRequestSchema = checkoutRequestSchema
  .omit({ giftCards: true })
  .extend({ giftCards: z.array(cartCheckoutGiftCardSchema).max(20).optional() });
export type CartCheckoutRequest = z.infer<typeof cartCheckoutRequestSchema>;

export const giftCardAppliedText = (last4: string) => `Gift card ····${last4} applied`;
export const giftCardRemovedText = (last4: string) => `Gift card ····${last4} removed`;
