/**
 * The whole PostgreSQL schema (ARCHITECTURE §4). Money is integer cents, ids are text UUIDs,
 * timestamps are timestamptz. Migrations are generated from this file with `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProductImage } from '@shop/shared/schemas/product';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ── better-auth (user.role = 'admin' is SPEC's profile role) ──────────────────────────────
export const user = pgTable('user', {
  id: id(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's rate limiter lives in the database so replicas share one count per client. */
export const rateLimit = pgTable('rate_limit', {
  id: id(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * The shop's own request limits (@fastify/rate-limit on public forms, uploads, checkout), shared
 * by every replica on PostgreSQL: one row per limited route and client, counting hits until
 * `resets_at` (a fixed window, as the in-memory store counts).
 */
export const requestRateLimits = pgTable(
  'request_rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_rate_limits_resets_at_idx').on(t.resetsAt)],
);

/**
 * Per-account and per-address counters that a changing IP cannot reset (issue 10): failed
 * password / one-time-code sign-ins with their lock, and auth mails sent to one address.
 * Keys: `password:<email>`, `otp:<email>`, `mail:<email>`.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

// ── catalog ───────────────────────────────────────────────────────────────────────────────
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    stock: integer('stock').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    category: text('category').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** Soft delete: past orders keep their snapshots, carts learn the product is gone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Set by a trigger on every write (price, stock, images…): the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_price_non_negative', sql`${t.priceCents} >= 0`),
    // Listing indexes (modules/catalog/list-products.ts): partial on live rows, each matching one
    // ORDER BY of the listing exactly (directions and NULLS placement), so a page is an index scan.
    index('products_live_newest_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`deleted_at is null`),
    index('products_live_category_idx')
      .on(t.category, t.createdAt.desc(), t.id)
      .where(sql`deleted_at is null`),
    index('products_live_price_idx')
      .on(t.priceCents, t.id)
      .where(sql`deleted_at is null`),
    index('products_live_rating_idx')
      .on(t.rating.desc(), t.reviewsCount.desc(), t.id)
      .where(sql`deleted_at is null`),
    index('products_live_featured_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`featured and deleted_at is null`),
    // Name search (ILIKE '%…%') through trigrams instead of a scan of every row.
    index('products_live_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .where(sql`deleted_at is null`),
  ],
);

export const productRatings = pgTable(
  'product_ratings',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    check('product_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlists_product_idx').on(t.productId),
  ],
);

// ── orders and payments ───────────────────────────────────────────────────────────────────
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
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    totalCents: integer('total_cents').notNull(),
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
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Entered by the maker when completing the order; shown to the shopper and in the mail. */
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** Set when the order is cancelled; `cancelledBy*` only when an admin did it (issue 14). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledByUserId: text('cancelled_by_user_id'),
    cancelledByEmail: text('cancelled_by_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  createdAt: createdAt(),
});

// ── content and engagement ────────────────────────────────────────────────────────────────
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  email: text('email').notNull().unique(),
  isSubscribed: boolean('is_subscribed').notNull().default(true),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    instagramUsername: text('instagram_username'),
    message: text('message').notNull(),
    status: text('status').notNull().default('pending'),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url').notNull(),
    author: text('author').notNull(),
    createdAt: createdAt(),
    /** Set by a trigger on every edit: the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_created_idx').on(t.createdAt.desc())],
);

export const monthlyDrops = pgTable(
  'monthly_drops',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull(),
    imageUrl: text('image_url').notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('monthly_drops_stock_non_negative', sql`${t.stock} >= 0`),
    check('monthly_drops_price_non_negative', sql`${t.priceCents} >= 0`),
  ],
);

// ── mail outbox and back-in-stock alerts ──────────────────────────────────────────────────
/**
 * Transactional outbox (ADR 011): a mail is inserted in the same transaction as the change it
 * reports and delivered after commit, retried with backoff until the transport accepts it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** pending → sent, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A delivery in progress holds the row until then (a crashed worker's lease runs out). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * "Email me when it's back": one open entry per product and address. Visitors confirm by mail
 * first (double opt-in); the entry is marked notified when its one mail is queued.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** unconfirmed (visitor, mail sent) → waiting → notified. */
    status: text('status').notNull(),
    /** SHA-256 of the visitor's confirmation token. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_idx')
      .on(t.productId, t.email)
      .where(sql`status <> 'notified'`),
    index('stock_alerts_product_status_idx').on(t.productId, t.status),
    uniqueIndex('stock_alerts_token_idx').on(t.confirmTokenHash),
  ],
);
