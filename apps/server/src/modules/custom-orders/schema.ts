/**
 * The custom-orders module's tables: a commission request with its reference photos, the thread
 * between the maker and the requester, the maker's quote (one per request, replaced until it is
 * paid) and the payments that link the request to its one order (deposit and balance, or full).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CUSTOM_ORDER_STATES,
  CUSTOM_PAYMENT_KINDS,
  CUSTOM_PAYMENT_PLANS,
  CUSTOM_PAYMENT_STATUSES,
} from '@shop/shared/schemas/custom-order';
import { belongsTo, createdAt, id, isOneOf, timestamptz, updatedAt } from '../../db/columns.ts';
import { user } from '../accounts/schema.ts';

export const customOrderRequests = pgTable(
  'custom_order_requests',
  {
    id: id(),
    /** The requester's account; null for a visitor until they sign in through their link. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    size: text('size').notNull().default(''),
    colours: text('colours').notNull().default(''),
    budgetMinCents: integer('budget_min_cents'),
    budgetMaxCents: integer('budget_max_cents'),
    /** YYYY-MM-DD. */
    neededBy: text('needed_by'),
    state: text('state', { enum: CUSTOM_ORDER_STATES }).notNull().default('new'),
    /** The order made when the quote was accepted (orders module). */
    orderId: text('order_id'),
    readyAt: timestamptz('ready_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('custom_order_requests_state_known', isOneOf(t.state, CUSTOM_ORDER_STATES)),
    check(
      'custom_order_requests_budget_order',
      sql`${t.budgetMinCents} is null or ${t.budgetMaxCents} is null or ${t.budgetMinCents} <= ${t.budgetMaxCents}`,
    ),
    index('custom_order_requests_state_idx').on(t.state, t.createdAt.desc()),
    index('custom_order_requests_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const customOrderPhotos = pgTable(
  'custom_order_photos',
  {
    id: id(),
    requestId: belongsTo('request_id', () => customOrderRequests.id),
    url: text('url').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('custom_order_photos_request_idx').on(t.requestId, t.position)],
);

export const customOrderMessages = pgTable(
  'custom_order_messages',
  {
    id: id(),
    requestId: belongsTo('request_id', () => customOrderRequests.id),
    author: text('author', { enum: ['maker', 'customer'] }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('custom_order_messages_author_known', isOneOf(t.author, ['maker', 'customer'])),
    index('custom_order_messages_request_idx').on(t.requestId, t.createdAt),
  ],
);

export const customOrderQuotes = pgTable(
  'custom_order_quotes',
  {
    requestId: text('request_id')
      .primaryKey()
      .references(() => customOrderRequests.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    plan: text('plan', { enum: CUSTOM_PAYMENT_PLANS }).notNull(),
    depositCents: integer('deposit_cents'),
    leadTime: text('lead_time').notNull(),
    shippingRateName: text('shipping_rate_name'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    note: text('note').notNull().default(''),
    /** YYYY-MM-DD: payable through the end of that day (UTC). */
    validUntil: text('valid_until').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('custom_order_quotes_plan_known', isOneOf(t.plan, CUSTOM_PAYMENT_PLANS)),
    check(
      'custom_order_quotes_money',
      sql`${t.priceCents} > 0 and ${t.shippingCents} >= 0 and (${t.depositCents} is null or (${t.depositCents} > 0 and ${t.depositCents} < ${t.priceCents}))`,
    ),
  ],
);

export const customOrderPayments = pgTable(
  'custom_order_payments',
  {
    id: id(),
    requestId: belongsTo('request_id', () => customOrderRequests.id),
    orderId: text('order_id').notNull(),
    kind: text('kind', { enum: CUSTOM_PAYMENT_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    status: text('status', { enum: CUSTOM_PAYMENT_STATUSES }).notNull().default('open'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('custom_order_payments_kind_known', isOneOf(t.kind, CUSTOM_PAYMENT_KINDS)),
    check('custom_order_payments_status_known', isOneOf(t.status, CUSTOM_PAYMENT_STATUSES)),
    check('custom_order_payments_amount', sql`${t.amountCents} > 0`),
    // One paid payment of each kind per request: paying twice can never count twice.
    uniqueIndex('custom_order_payments_paid_once')
      .on(t.requestId, t.kind)
      .where(sql`status = 'paid'`),
    index('custom_order_payments_request_idx').on(t.requestId),
  ],
);
