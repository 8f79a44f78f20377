/**
 * Checkout, payment and order shapes shared by the API and the SPA.
 * Money is integer cents; the checkout body carries only product ids and quantities — the
 * server prices every line from the database.
 */
import { z } from 'zod';
import { requiredText } from './fields.ts';
import { listOf, pageOf, pageQuery } from './paging.ts';
import { US_STATE_CODES } from '../us-states.ts';
import { CONTROL_CHARACTERS, MAX_GIFT_NOTE_LENGTH, MAX_PERSONALISATION_LENGTH } from './product.ts';
import { shippingOptionSchema } from './shipping.ts';
import { checkoutGiftCardSchema, MAX_GIFT_CARDS_PER_ORDER } from './gift-card.ts';

/** The admin's workflow field (set freely from a dropdown). */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * pending: order created, no checkout session yet; awaiting_payment: the hosted page is open;
 * paid: confirmed by the provider; failed / expired / cancelled: never paid, stock released;
 * refund_pending: money arrived but cannot be kept (a late payment for units no longer on the
 * shelf) and is being returned; refunded: returned through the provider. The transitions are
 * the server's order-lifecycle.ts.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'awaiting_payment',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refund_pending',
  'refunded',
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** How an order paid in more than one payment was paid: in full, or a deposit then its balance. */
export const ORDER_PAYMENT_KINDS = ['full', 'deposit', 'balance'] as const;
export const orderPaymentKindSchema = z.enum(ORDER_PAYMENT_KINDS);
export type OrderPaymentKind = z.infer<typeof orderPaymentKindSchema>;

export const orderPaymentSchema = z.object({
  kind: orderPaymentKindSchema,
  amountCents: z.number().int(),
  paidAt: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** At most this many units of one product in one checkout. */
export const MAX_CHECKOUT_QUANTITY = 99;
/** At most this many distinct lines in one checkout. */
export const MAX_CHECKOUT_LINES = 100;

// ── checkout ────────────────────────────────────────────────────────────────────────────────
export const checkoutLineSchema = z.object({
  productId: z.string().min(1).max(64),
  /** The chosen variant; may be left out for a product without options. */
  variantId: z.string().min(1).max(64).optional(),
  /** The shopper's text for a product that asks for one (its own limit is checked by the server). */
  personalisation: z
    .string()
    .max(
      MAX_PERSONALISATION_LENGTH,
      `Personalisation must be at most ${MAX_PERSONALISATION_LENGTH} characters`,
    )
    .refine(
      (text) => !CONTROL_CHARACTERS.test(text),
      'Personalisation cannot contain line breaks or control characters',
    )
    .optional(),
  quantity: z.number().int().min(1).max(MAX_CHECKOUT_QUANTITY),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/**
 * POST /api/checkout. A field the shop does not know (a price, a total) is refused, as on every
 * route: the server prices the order itself and reads only these.
 */
export const checkoutRequestSchema = z.strictObject({
  items: z.array(checkoutLineSchema).min(1, 'Your cart is empty').max(MAX_CHECKOUT_LINES),
  /** Printed on the packing slip for the recipient. */
  giftNote: z
    .string()
    .trim()
    .max(MAX_GIFT_NOTE_LENGTH, `Gift note must be at most ${MAX_GIFT_NOTE_LENGTH} characters`)
    .refine(
      // eslint-disable-next-line no-control-regex -- a note may have line breaks, nothing else
      (text) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(text),
      'Gift note cannot contain control characters',
    )
    .optional(),
  /** A gift's packing slip shows no prices. */
  isGift: z.boolean().optional(),
  /** Gift wrap ticked in the cart; the server adds the maker's price to the total. */
  giftWrap: z.boolean().optional(),
  /** A discount code the cart applied; the server checks it again. */
  discountCode: z.string().trim().max(64).optional(),
  /** Gift cards to pay with, in the order the shopper applied them (after the discount). */
  giftCards: z.array(checkoutGiftCardSchema).max(MAX_GIFT_CARDS_PER_ORDER).optional(),
  /**
   * Where to ship an order the gift cards pay in full (no hosted page will ask); without it
   * such a checkout is refused with a field error.
   */
  shippingAddress: z.lazy(() => usAddressInputSchema).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

// ── addresses ───────────────────────────────────────────────────────────────────────────────
/** An address as stored on an order (from Stripe or the test checkout). */
export const addressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** An address typed into the test checkout: US only. */
export const usAddressInputSchema = z.object({
  name: requiredText('Full name', 120),
  line1: requiredText('Address line 1', 120),
  line2: z.string().trim().max(120, 'Address line 2 must be at most 120 characters').optional(),
  city: requiredText('City', 80),
  state: z.enum(US_STATE_CODES, 'Choose a state'),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code (or ZIP+4)'),
  country: z.literal('US', 'We only ship within the United States'),
});
export type UsAddressInput = z.infer<typeof usAddressInputSchema>;

// ── orders ──────────────────────────────────────────────────────────────────────────────────
export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImage: z.string().nullable(),
  quantity: z.number().int(),
  priceCents: z.number().int(),
  /** Snapshots of the variant ("Size: M / Colour: Sage") and its SKU; null without options. */
  variantId: z.string().nullable().default(null),
  variantLabel: z.string().nullable().default(null),
  sku: z.string().nullable().default(null),
  /** The shopper's text, stitched on the piece. */
  personalisation: z.string().nullable().default(null),
  /** A digital pattern's line: delivered as downloads, never shipped. */
  isDigital: z.boolean().default(false),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  /** Total = subtotal − discount + shipping + gift wrap: what was (or will be) charged. */
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  discountCode: z.string().nullable(),
  shippingCents: z.number().int(),
  /** The chosen rate; null when the shop has no rates (free, US only) or none is chosen yet. */
  shippingRateName: z.string().nullable(),
  giftWrapCents: z.number().int(),
  totalCents: z.number().int(),
  /** What gift cards paid of the total; the card payment is the rest. */
  giftCardCents: z.number().int().default(0),
  /** Refunded so far (the card payment's part first, then the gift cards'). */
  refundedCents: z.number().int().default(0),
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  paidAt: z.string().nullable(),
  /** Given by the maker when completing the order (both optional). */
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** When the order was cancelled (by the maker, or when its checkout closed unpaid). */
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  isGift: z.boolean().default(false),
  giftNote: z.string().nullable().default(null),
  /** False for an order of digital patterns only: no address asked, nothing shipped. */
  needsShipping: z.boolean().default(true),
  items: z.array(orderItemSchema),
  /**
   * The payments of an order paid in parts (a custom order's deposit and balance), oldest first;
   * empty for an order paid at once.
   */
  payments: z.array(orderPaymentSchema).default([]),
});
export type Order = z.infer<typeof orderSchema>;

/** An order's money lines, as its totals show them on the order page and in its mails. */
export type OrderMoney = Pick<
  Order,
  | 'subtotalCents'
  | 'discountCents'
  | 'discountCode'
  | 'shippingCents'
  | 'shippingRateName'
  | 'giftWrapCents'
  | 'totalCents'
  | 'giftCardCents'
>;

export const orderListSchema = listOf(orderSchema);
export type OrderList = z.infer<typeof orderListSchema>;

export const adminOrderSchema = orderSchema.extend({
  customerEmail: z.string(),
  /** The customer's account (for their data export or deletion on request). */
  customerId: z.string(),
  /** The admin who cancelled it; null when nobody did, or the shop did on its own. */
  cancelledBy: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ADMIN_ORDERS_DEFAULT_PAGE_SIZE = 50;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;

/** GET /api/admin/orders: newest first; `search` matches an id prefix or the customer email. */
export const adminOrderListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: orderStatusSchema.optional(),
    ...pageQuery({
      maxPageSize: ADMIN_ORDERS_MAX_PAGE_SIZE,
      defaultPageSize: ADMIN_ORDERS_DEFAULT_PAGE_SIZE,
    }),
  })
  .strict();
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;
/** The admin list's query after validation and defaults (and what the SPA sends). */
export type AdminOrderListParams = z.output<typeof adminOrderListQuerySchema>;

export const adminOrderListSchema = pageOf(adminOrderSchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const TRACKING_NUMBER_MAX = 60;

/**
 * PATCH /api/admin/orders/:id. The tracking number and the carrier's tracking link are optional
 * and only read when the status becomes completed (they go into the shopper's mail).
 */
export const updateOrderStatusSchema = z
  .object({
    status: orderStatusSchema,
    trackingNumber: z
      .string()
      .trim()
      .max(TRACKING_NUMBER_MAX, `Tracking number must be at most ${TRACKING_NUMBER_MAX} characters`)
      .optional()
      .transform((value) => value || undefined),
    trackingUrl: z
      .union([
        z.literal(''),
        z
          .url({ protocol: /^https?$/, message: 'Enter the carrier link as an http(s) address' })
          .max(500, 'Carrier link must be at most 500 characters'),
      ])
      .optional()
      .transform((value) => value || undefined),
  })
  .strict();
export type UpdateOrderStatus = z.infer<typeof updateOrderStatusSchema>;
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusSchema>;

/** The maker's refund of part (or all, without an amount) of a paid order. */
export const adminRefundSchema = z
  .object({ amountCents: z.number().int().min(1, 'Enter an amount of at least $0.01').optional() })
  .strict();
export type AdminRefund = z.infer<typeof adminRefundSchema>;

// ── test payment provider ───────────────────────────────────────────────────────────────────
/** open: can be paid or cancelled; the others are final. */
export const testSessionStateSchema = z.enum(['open', 'paid', 'expired', 'cancelled', 'failed']);
export type TestSessionState = z.infer<typeof testSessionStateSchema>;

export const testCheckoutSessionSchema = z.object({
  sessionId: z.string(),
  orderId: z.string(),
  state: testSessionStateSchema,
  customerEmail: z.string(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  discountCode: z.string().nullable(),
  giftWrapCents: z.number().int(),
  /** What gift cards pay; the page charges the rest. */
  giftCardCents: z.number().int().default(0),
  /** Without shipping, before gift cards: the page adds the chosen option's price. */
  totalCents: z.number().int(),
  /** The rates to choose from (empty: shipping is free, or fixed below). */
  shippingOptions: z.array(shippingOptionSchema),
  /**
   * Shipping already priced into the order (a custom order's quoted rate), shown as it stands
   * and added to `totalCents` like a chosen rate; null when the shopper chooses one, or none.
   */
  fixedShipping: z
    .object({ name: z.string(), amountCents: z.number().int() })
    .nullable()
    .default(null),
  /**
   * A payment of part of the order (a custom order's deposit or balance): this page charges
   * `amountCents`; `paidCents` arrived before. Null when the page charges the whole total.
   */
  instalment: z
    .object({
      kind: orderPaymentKindSchema,
      amountCents: z.number().int(),
      paidCents: z.number().int(),
    })
    .nullable()
    .default(null),
  /** False for digital patterns only: the page asks a billing address, no shipping address. */
  needsShipping: z.boolean().default(true),
  expiresAt: z.string(),
  items: z.array(orderItemSchema),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

export const testCheckoutPaySchema = z
  .object({
    /** Left out for an order of digital patterns only (the server checks which it is). */
    shippingAddress: usAddressInputSchema.optional(),
    billingSameAsShipping: z.boolean(),
    billingAddress: usAddressInputSchema.optional(),
    /** The chosen shipping option's id; required when the session offers any. */
    shippingOptionId: z.string().max(64).optional(),
  })
  .strict()
  .refine(
    (body) =>
      (body.billingSameAsShipping && body.shippingAddress !== undefined) ||
      body.billingAddress !== undefined,
    {
      path: ['billingAddress'],
      message: 'Billing address is required',
    },
  );
export type TestCheckoutPay = z.infer<typeof testCheckoutPaySchema>;

const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'postal_code', 'country'];

/** An address as the form has it (flat `shippingAddress.city` fields or nested); none if absent. */
function addressOf(form: Record<string, unknown>, prefix: string): unknown {
  const nested = form[prefix];
  const address: Record<string, unknown> =
    nested && typeof nested === 'object' ? { ...(nested as Record<string, unknown>) } : {};
  for (const field of ADDRESS_FIELDS) {
    const flat = form[`${prefix}.${field}`];
    if (flat !== undefined) address[field] = flat;
  }
  if (address.line2 === '') delete address.line2;
  return Object.keys(address).length > 0 ? address : undefined;
}

/**
 * The payment page's form as posted, by the browser (flat `shippingAddress.name` fields, a
 * checkbox `on` or absent) or by the app (nested values, a boolean), made the API's body: a
 * billing address is dropped when the box says it is the shipping one.
 */
export function tidyTestCheckoutForm(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const form = raw as Record<string, unknown>;
  const same = form.billingSameAsShipping;
  const billingSameAsShipping = same === true || same === 'on' || same === 'true';
  const shippingAddress = addressOf(form, 'shippingAddress');
  const billingAddress = addressOf(form, 'billingAddress');
  const option = form.shippingOptionId;
  return {
    ...(shippingAddress !== undefined && { shippingAddress }),
    billingSameAsShipping,
    ...(billingAddress !== undefined && !billingSameAsShipping && { billingAddress }),
    ...(typeof option === 'string' && option !== '' && { shippingOptionId: option }),
  };
}

/** The payment page's form, as the HTML form posts it or the app holds it. */
export const testCheckoutPayFormSchema = z.preprocess(tidyTestCheckoutForm, testCheckoutPaySchema);

export const testCheckoutResultSchema = z.object({
  orderId: z.string(),
  state: testSessionStateSchema,
  /** Where the hosted page sends the shopper next (success or cancel URL, same origin). */
  redirectTo: z.string(),
});
export type TestCheckoutResult = z.infer<typeof testCheckoutResultSchema>;
