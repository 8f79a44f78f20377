/**
 * Custom orders (commissions): the request a visitor sends, the maker's quote, the thread between
 * them and the payments that turn an accepted quote into an order. Bodies, answers, states and
 * their messages, shared by the server's checks and the forms.
 */
import { z } from 'zod';
import { listOf } from './paging.ts';
import { CATEGORY_IDS } from '../categories.ts';
import { emailSchema } from './engagement.ts';
import { entityIdSchema, multiLineText, singleLineText } from './text.ts';

export const CUSTOM_ORDER_STATES = [
  'new',
  'quoted',
  'accepted',
  'in_progress',
  'shipped',
  'closed',
  'declined',
  'expired',
] as const;
export type CustomOrderState = (typeof CUSTOM_ORDER_STATES)[number];

export const CUSTOM_ORDER_STATE_LABELS: Record<CustomOrderState, string> = {
  new: 'New',
  quoted: 'Quoted',
  accepted: 'Accepted',
  in_progress: 'In progress',
  shipped: 'Shipped',
  closed: 'Closed',
  declined: 'Declined',
  expired: 'Expired',
};

/** What a request can be about: the shop's categories, or anything else. */
export const CUSTOM_ORDER_CATEGORIES = [...CATEGORY_IDS, 'other'] as const;

export const CUSTOM_PHOTOS_MAX = 5;
export const CUSTOM_DESCRIPTION_MAX = 4000;
export const CUSTOM_MESSAGE_MAX = 4000;
export const CUSTOM_NOTE_MAX = 2000;
/** $100,000: a sanity bound on prices and budgets, in cents. */
export const CUSTOM_MONEY_MAX_CENTS = 10_000_000;

export const CUSTOM_ORDER_MESSAGES = {
  describe: 'Please tell us what you would like made',
  chooseCategory: 'Please choose a category',
  budgetOrder: 'The minimum budget must not be above the maximum',
  neededByPast: 'The needed-by date must not be in the past',
  validUntilPast: 'The quote must be valid until today or later',
  tooManyPhotos: `Add at most ${CUSTOM_PHOTOS_MAX} photos`,
  photoUnknown: 'One of the photos is not an upload of this form',
  depositRequired: 'Enter the deposit amount',
  depositBelowPrice: 'The deposit must be less than the price',
  priceRequired: 'Enter a price above $0',
  leadTimeRequired: 'Enter the lead time',
  shippingRateUnknown: 'Choose one of your shipping rates',
  messageRequired: 'Please write a message',
  notFound: 'Custom order not found',
  quoteExpired: 'This quote has expired. Ask the maker for a new one.',
  quoteLocked: 'This quote has been paid and can no longer be changed',
  nothingToPay: 'There is nothing to pay on this custom order right now',
  cannotDecline: 'Only a request that has not been accepted can be declined',
  linkInvalid: 'This link is not valid. Open the link from your latest mail again.',
  emailMismatch: 'Sign in with the email address the request was sent from',
} as const;

/** What the requester is told once the request is sent, in the app and after the HTML form. */
export const customRequestSent = (email: string) =>
  `Thank you! Your request is with the maker. We sent a confirmation to ${email} with a link to follow it.`;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');
/** Today in UTC as YYYY-MM-DD: the day dates are compared with (the server decides). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

const money = z.number().int().min(0).max(CUSTOM_MONEY_MAX_CENTS);

export const customOrderRequestInputSchema = z
  .object({
    description: multiLineText(CUSTOM_DESCRIPTION_MAX).refine(
      (s) => s.trim().length > 0,
      CUSTOM_ORDER_MESSAGES.describe,
    ),
    category: z.enum(CUSTOM_ORDER_CATEGORIES, CUSTOM_ORDER_MESSAGES.chooseCategory),
    size: singleLineText(120).optional().default(''),
    colours: singleLineText(200).optional().default(''),
    budgetMinCents: money.nullable().optional().default(null),
    budgetMaxCents: money.nullable().optional().default(null),
    neededBy: isoDay.nullable().optional().default(null),
    photos: z
      .array(z.string().max(500))
      .max(CUSTOM_PHOTOS_MAX, CUSTOM_ORDER_MESSAGES.tooManyPhotos)
      .default([]),
    name: singleLineText(100).trim().min(1, 'Please enter your name'),
    email: emailSchema,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (
      body.budgetMinCents !== null &&
      body.budgetMaxCents !== null &&
      body.budgetMinCents > body.budgetMaxCents
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['budgetMinCents'],
        message: CUSTOM_ORDER_MESSAGES.budgetOrder,
      });
    }
    if (body.neededBy && body.neededBy < todayIso()) {
      ctx.addIssue({
        code: 'custom',
        path: ['neededBy'],
        message: CUSTOM_ORDER_MESSAGES.neededByPast,
      });
    }
  });
export type CustomOrderRequestInput = z.input<typeof customOrderRequestInputSchema>;

export const customOrderCreatedSchema = z.object({ id: z.string() });

export const CUSTOM_PAYMENT_PLANS = ['full', 'deposit'] as const;
export type CustomPaymentPlan = (typeof CUSTOM_PAYMENT_PLANS)[number];

export const customQuoteInputSchema = z
  .object({
    priceCents: money.refine((n) => n > 0, CUSTOM_ORDER_MESSAGES.priceRequired),
    plan: z.enum(CUSTOM_PAYMENT_PLANS),
    depositCents: money.nullable().optional().default(null),
    leadTime: singleLineText(80).trim().min(1, CUSTOM_ORDER_MESSAGES.leadTimeRequired),
    /** One of the maker's shipping rates, or null for no shipping charge. */
    shippingRateId: entityIdSchema.nullable(),
    note: multiLineText(CUSTOM_NOTE_MAX).optional().default(''),
    validUntil: isoDay,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.plan === 'deposit') {
      if (!body.depositCents) {
        ctx.addIssue({
          code: 'custom',
          path: ['depositCents'],
          message: CUSTOM_ORDER_MESSAGES.depositRequired,
        });
      } else if (body.depositCents >= body.priceCents) {
        ctx.addIssue({
          code: 'custom',
          path: ['depositCents'],
          message: CUSTOM_ORDER_MESSAGES.depositBelowPrice,
        });
      }
    }
    if (body.validUntil < todayIso()) {
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: CUSTOM_ORDER_MESSAGES.validUntilPast,
      });
    }
  });
export type CustomQuoteInput = z.input<typeof customQuoteInputSchema>;

export const customMessageInputSchema = z
  .object({
    body: multiLineText(CUSTOM_MESSAGE_MAX).refine(
      (s) => s.trim().length > 0,
      CUSTOM_ORDER_MESSAGES.messageRequired,
    ),
  })
  .strict();

/** The maker's moves after acceptance; `ready` asks for the balance of a deposit quote. */
export const CUSTOM_MAKER_STEPS = ['in_progress', 'ready', 'shipped', 'closed'] as const;
export type CustomMakerStep = (typeof CUSTOM_MAKER_STEPS)[number];
export const customStepInputSchema = z.object({ step: z.enum(CUSTOM_MAKER_STEPS) }).strict();

export const customFollowQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const customQuoteSchema = z.object({
  priceCents: z.number().int(),
  plan: z.enum(CUSTOM_PAYMENT_PLANS),
  depositCents: z.number().int().nullable(),
  leadTime: z.string(),
  shippingRateName: z.string().nullable(),
  shippingCents: z.number().int(),
  note: z.string(),
  validUntil: z.string(),
  /** Price plus shipping: the order's total. */
  totalCents: z.number().int(),
});
export type CustomQuote = z.infer<typeof customQuoteSchema>;

export const CUSTOM_PAYMENT_KINDS = ['full', 'deposit', 'balance'] as const;
export type CustomPaymentKind = (typeof CUSTOM_PAYMENT_KINDS)[number];
export const CUSTOM_PAYMENT_STATUSES = ['open', 'paid', 'closed'] as const;
export type CustomPaymentStatus = (typeof CUSTOM_PAYMENT_STATUSES)[number];

export const customPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(CUSTOM_PAYMENT_KINDS),
  amountCents: z.number().int(),
  status: z.enum(CUSTOM_PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
});
export type CustomPayment = z.infer<typeof customPaymentSchema>;

export const customMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['maker', 'customer']),
  body: z.string(),
  createdAt: z.string(),
});
export type CustomMessage = z.infer<typeof customMessageSchema>;

export const customOrderSchema = z.object({
  id: z.string(),
  state: z.enum(CUSTOM_ORDER_STATES),
  description: z.string(),
  category: z.string(),
  size: z.string(),
  colours: z.string(),
  budgetMinCents: z.number().int().nullable(),
  budgetMaxCents: z.number().int().nullable(),
  neededBy: z.string().nullable(),
  photos: z.array(z.string()),
  name: z.string(),
  email: z.string(),
  /** Whether the request belongs to an account (a visitor's is claimed when they sign in). */
  hasAccount: z.boolean(),
  quote: customQuoteSchema.nullable(),
  messages: z.array(customMessageSchema),
  payments: z.array(customPaymentSchema),
  orderId: z.string().nullable(),
  /** True once the maker marked the piece ready (the balance of a deposit is then due). */
  isReady: z.boolean(),
  /** What the customer can pay now, or null. */
  amountDue: z
    .object({ kind: z.enum(CUSTOM_PAYMENT_KINDS), amountCents: z.number().int() })
    .nullable(),
  createdAt: z.string(),
});
export type CustomOrder = z.infer<typeof customOrderSchema>;

/** A row of the custom order lists: the request without its thread, with the quote's total. */
export const customOrderSummarySchema = customOrderSchema
  .pick({
    id: true,
    state: true,
    description: true,
    category: true,
    name: true,
    email: true,
    createdAt: true,
  })
  .extend({ quoteTotalCents: z.number().int().nullable() });
export type CustomOrderSummary = z.infer<typeof customOrderSummarySchema>;
export const customOrderListSchema = listOf(customOrderSummarySchema);
export type CustomOrderList = z.infer<typeof customOrderListSchema>;

export const customOrderListQuerySchema = z.object({
  state: z.enum(CUSTOM_ORDER_STATES).optional(),
});

export const customPayResponseSchema = z.object({ url: z.string() });
export const customPhotoUploadSchema = z.object({ photos: z.array(z.string()) });
