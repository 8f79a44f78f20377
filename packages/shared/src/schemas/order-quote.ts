/**
 * What the server says a cart costs, before anything is reserved: the same pricing the checkout
 * uses (line prices from the chosen variant and personalisation, then the discount code, then
 * gift wrap), so the cart shows exactly the figures the payment page and the order will show.
 * The browser sends choices only (products, variants, texts, quantities, a code, gift wrap) and
 * shows the answer; it never adds or takes off money itself.
 */
import { z } from 'zod';
import { DISCOUNT_KINDS, normalizeCode } from './discount.ts';
import { checkoutLineSchema, MAX_CHECKOUT_LINES } from './order.ts';

export const orderQuoteRequestSchema = z
  .object({
    items: z.array(checkoutLineSchema).max(MAX_CHECKOUT_LINES),
    /** The code the cart applied, if any; a refusal comes back as `discountError`. */
    discountCode: z.string().trim().max(64).transform(normalizeCode).optional(),
    giftWrap: z.boolean().optional(),
  })
  .strict();
export type OrderQuoteRequest = z.input<typeof orderQuoteRequestSchema>;

export const quotedLineSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  personalisation: z.string().nullable(),
  quantity: z.number().int(),
  /** One unit: the variant's price plus the personalisation's when a text was given. */
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type QuotedLine = z.infer<typeof quotedLineSchema>;

export const orderQuoteSchema = z.object({
  /** The lines that can be bought now, priced; a line whose product or choice is gone is absent. */
  lines: z.array(quotedLineSchema),
  subtotalCents: z.number().int(),
  /** The applied code's figures, or null (no code, or a refused one: see `discountError`). */
  discount: z
    .object({
      code: z.string(),
      kind: z.enum(DISCOUNT_KINDS),
      cents: z.number().int(),
      freeShipping: z.boolean(),
    })
    .nullable(),
  /** Why the code sent does not apply to this cart, word for word. */
  discountError: z.string().nullable(),
  giftWrapCents: z.number().int(),
  /** Subtotal − discount + gift wrap: the total before the shipping chosen on the payment page. */
  totalCents: z.number().int(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
