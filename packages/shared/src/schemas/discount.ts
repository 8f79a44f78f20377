/**
 * Discount codes the maker sets (admin → Discounts) and the cart's check of one. Money is integer
 * cents; a percentage is a whole number 1–100. Codes are compared case-insensitively (stored
 * upper-cased). The refusal messages are contracts, word for word.
 */
import { z } from 'zod';
import { listOf } from './paging.ts';
import { formatPrice } from '../money.ts';
import { categoryIdSchema } from './product.ts';
import { checkoutLineSchema, MAX_CHECKOUT_LINES } from './order.ts';

export const DISCOUNT_MESSAGES = {
  unknown: "This code doesn't exist",
  expired: 'This code has expired',
  notYetActive: "This code isn't active yet",
  usedUp: 'This code has been fully redeemed',
  alreadyUsed: "You've already used this code",
  emptyCart: 'Add something to your cart before applying a code',
  notForTheseItems: "This code doesn't apply to the items in your cart",
} as const;

/** "Add $X.XX more to use this code". */
export const addMoreToUseCode = (missingCents: number) =>
  `Add ${formatPrice(missingCents)} more to use this code`;

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const normalizeCode = (code: string) => code.trim().toUpperCase();

const codeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a code')
  .max(32, 'A code has at most 32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')
  .transform(normalizeCode);

const isoDate = z.iso.datetime({ offset: true, message: 'Enter a date and time' }).nullable();

export const discountInputSchema = z
  .object({
    code: codeSchema,
    kind: z.enum(DISCOUNT_KINDS, 'Choose percent, fixed amount or free shipping'),
    /** For `percent`: 1–100. */
    percent: z
      .number()
      .int('Percent must be a whole number')
      .min(1, 'Percent must be at least 1')
      .max(100, "Percent can't be above 100")
      .nullable(),
    /** For `fixed`. */
    amountCents: z
      .number()
      .int('Amount must be whole cents')
      .min(1, 'Amount must be above $0.00')
      .max(1_000_000, 'Amount must be at most $10,000.00')
      .nullable(),
    minSubtotalCents: z
      .number()
      .int('Minimum must be whole cents')
      .min(0, "Minimum subtotal can't be negative")
      .max(1_000_000, 'Minimum must be at most $10,000.00'),
    startsAt: isoDate,
    endsAt: isoDate,
    usageLimit: z
      .number()
      .int('Usage limit must be a whole number')
      .min(1, 'Usage limit must be at least 1')
      .nullable(),
    oncePerCustomer: z.boolean(),
    productIds: z.array(z.string().min(1).max(64)).max(100),
    categories: z.array(categoryIdSchema).max(20),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && input.percent === null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Enter a percent from 1 to 100' });
    }
    if (input.kind === 'fixed' && input.amountCents === null) {
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'Enter an amount' });
    }
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End must be after the start' });
    }
  });
export type DiscountInput = z.input<typeof discountInputSchema>;

export const discountSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
  minSubtotalCents: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  productIds: z.array(z.string()),
  /** The limited-to products' names, for the admin list and picker (deleted ones left out). */
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  categories: z.array(z.string()),
  paused: z.boolean(),
  /** Uses taken: paid orders and open checkouts holding one. */
  uses: z.number().int(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

export const discountListSchema = listOf(discountSchema);
export type DiscountList = z.infer<typeof discountListSchema>;

export const discountPauseSchema = z.object({ paused: z.boolean() }).strict();

/** POST /api/discounts/check: the cart's lines and the code typed. */
export const discountCheckSchema = z
  .object({
    code: z.string().trim().max(64).transform(normalizeCode),
    items: z.array(checkoutLineSchema).max(MAX_CHECKOUT_LINES),
  })
  .strict();
export type DiscountCheck = z.input<typeof discountCheckSchema>;

export const discountQuoteSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  /** Shipping is free with this code (a free-shipping code). */
  freeShipping: z.boolean(),
  /** Subtotal − discount (shipping is chosen on the payment page). */
  totalCents: z.number().int(),
});
export type DiscountQuote = z.infer<typeof discountQuoteSchema>;

/** Percent of an amount in whole cents, half up (rounding per order). */
export const percentOf = (cents: number, percent: number) =>
  Math.floor((cents * percent + 50) / 100);
