/**
 * The orders module's tables: orders, their item snapshots and the payment events applied to them. An order also keeps a snapshot of
 * its customer (email and name at the time of the order), so reading an order never joins the
 * accounts module's `user` table. Statuses are the shared enums, checked by the database too.
 */
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ORDER_PAYMENT_KINDS, ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/shared/schemas/order';
import type { ShippingOption } from '@shop/shared/schemas/shipping';
import { belongsTo, createdAt, id, isOneOf, timestamptz, updatedAt } from '../../db/columns.ts';
import { user } from '../accounts/schema.ts';

export type Address = {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
};

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    /** The customer at the time of the order, as the items keep the products'. */
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /**
     * The money: total = subtotal − discount + shipping + gift wrap, what the provider charged.
     * Until payment the shipping is unknown (the shopper picks a rate on the hosted page), so a
     * pending order's total has none; the payment event adds the chosen rate's cost.
     */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The discount code as the shopper typed it (upper-cased); null without one. */
    discountCode: text('discount_code'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** The chosen rate's name; null when the shop has no rates (shipping free, US only). */
    shippingRateName: text('shipping_rate_name'),
    giftWrapCents: integer('gift_wrap_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** What gift cards paid of the total; the card payment is the rest (total − this). */
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    /** Refunded so far: the card payment's part first, then the gift cards' (partial refunds). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The rates the hosted page offered, priced for this order; the payment must match one. */
    shippingOptions: jsonb('shipping_options').$type<ShippingOption[]>().notNull().default([]),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    paymentProvider: text('payment_provider').notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    /** The provider's payment (Stripe PaymentIntent id), needed to refund it. */
    providerPaymentId: text('provider_payment_id'),
    /** The provider's refund id once a refund was issued (order-lifecycle.ts). */
    refundId: text('refund_id'),
    /** True while the order holds stock it has not paid for. */
    stockReserved: boolean('stock_reserved').notNull().default(true),
    paidAt: timestamptz('paid_at'),
    /** Entered by the maker when completing the order; shown to the shopper and in the mail. */
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** Set when the order is cancelled; `cancelledBy*` only when an admin did it. */
    cancelledAt: timestamptz('cancelled_at'),
    cancelledByUserId: text('cancelled_by_user_id'),
    cancelledByEmail: text('cancelled_by_email'),
    /** A gift's packing slip shows no prices; the note is printed on it. */
    isGift: boolean('is_gift').notNull().default(false),
    giftNote: text('gift_note'),
    /** False when every line is a digital pattern: no address is asked and nothing ships. */
    needsShipping: boolean('needs_shipping').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status_known', isOneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_status_known', isOneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check(
      'orders_money_not_negative',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0 and ${t.giftWrapCents} >= 0`,
    ),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The variant whose units the item holds (the default one for a product without options). */
    variantId: text('variant_id'),
    /** Snapshots: "Size: M / Colour: Sage" (null without options) and the variant's SKU. */
    variantLabel: text('variant_label'),
    sku: text('sku'),
    /** The shopper's text for a personalised piece. */
    personalisation: text('personalisation'),
    /** A digital pattern's line: its downloads allowed (the product's limit when bought). */
    downloadLimit: integer('download_limit'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * The payments received for an order paid in more than one (a custom order's deposit, then its
 * balance), with their amounts and days: what every screen and mail lists as paid and due. An
 * order paid at once has none; its `paidAt` is its one payment.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    kind: text('kind', { enum: ORDER_PAYMENT_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamptz('paid_at').notNull(),
  },
  (t) => [
    check('order_payments_kind_known', isOneOf(t.kind, ORDER_PAYMENT_KINDS)),
    check('order_payments_amount', sql`${t.amountCents} > 0`),
    uniqueIndex('order_payments_kind_once').on(t.orderId, t.kind),
  ],
);

/** Payment provider events already applied to an order (webhook idempotency). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  createdAt: createdAt(),
});
