/**
 * The analytics module's tables. Nothing here can name a person: a visitor is a hash of the
 * address, browser and the day's salt, the salt is deleted once its day is over, raw events are
 * kept 30 days and the daily roll-ups hold counts only. No address, no browser string, no cookie.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { isOneOf, timestamptz } from '../../db/columns.ts';

export const ANALYTICS_EVENT_KINDS = ['pageview', 'add_to_cart', 'checkout'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** One random salt per day (UTC), shared by every replica through this row; deleted after its day. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** Raw events: a page view (with its product when it is a product page), an add to cart, a checkout. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamptz('occurred_at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Hash of address, browser and the day's salt: the same visitor within one day only. */
    visitor: text('visitor').notNull(),
    kind: text('kind', { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    path: text('path'),
    productId: text('product_id'),
    /** A checkout's order: whether it was paid is asked of the orders themselves. */
    orderId: text('order_id'),
    /** The Referer's host or utm_source; null for a visit from inside the shop or typed in. */
    source: text('source'),
    medium: text('medium'),
    campaign: text('campaign'),
  },
  (t) => [
    check('analytics_events_kind_known', isOneOf(t.kind, ANALYTICS_EVENT_KINDS)),
    index('analytics_events_day_idx').on(t.day),
    index('analytics_events_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

/** A finished day's counts by the source visitors came from (their first source of the day). */
export const analyticsDailySources = pgTable(
  'analytics_daily_sources',
  {
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    visitors: integer('visitors').notNull(),
    pageviews: integer('pageviews').notNull(),
    productViewers: integer('product_viewers').notNull(),
    carters: integer('carters').notNull(),
    checkouters: integer('checkouters').notNull(),
    buyers: integer('buyers').notNull(),
    orders: integer('orders').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.medium, t.campaign] })],
);

/** A finished day's counts per product. */
export const analyticsDailyProducts = pgTable(
  'analytics_daily_products',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: text('product_id').notNull(),
    views: integer('views').notNull(),
    viewers: integer('viewers').notNull(),
    carters: integer('carters').notNull(),
    buyers: integer('buyers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/** Days already rolled up: the report reads these from the roll-ups, later days from raw events. */
export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamptz('rolled_at').notNull().defaultNow(),
});
