/**
 * The reviews module's tables: one review per product and customer (its stars live in the
 * ratings module's row of the same product and customer: a review's stars are that customer's
 * rating), the orders already asked for reviews (the unique order id makes a request mail go out
 * once, however many replicas sweep), the customers who asked not to be asked again, and the
 * maker's one settings row.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { ProductImage } from '@shop/shared/schemas/product';
import { REVIEW_STATES } from '@shop/shared/schemas/review';
import { belongsTo, createdAt, id, isOneOf, timestamptz, updatedAt } from '../../db/columns.ts';
import { user } from '../accounts/schema.ts';
import { products } from '../catalog/schema.ts';

export const productReviews = pgTable(
  'product_reviews',
  {
    id: id(),
    productId: belongsTo('product_id', () => products.id),
    userId: belongsTo('user_id', () => user.id),
    /** The product's name when the review was written, for the maker's list. */
    productName: text('product_name').notNull(),
    /** The paid order that makes this a verified purchase. */
    orderId: text('order_id').notNull(),
    /** The option bought ("Size: M"), copied from the order item when it has one. */
    variantLabel: text('variant_label'),
    /** The name shown with the review: the customer's first name and initial at writing time. */
    authorName: text('author_name').notNull(),
    /** The customer's address on that order, for the maker's eyes only. */
    authorEmail: text('author_email').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    photos: jsonb('photos').$type<ProductImage[]>().notNull().default([]),
    state: text('state', { enum: REVIEW_STATES }).notNull().default('pending'),
    /** Why the maker rejected it; never shown to anyone else. */
    rejectReason: text('reject_reason'),
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('product_reviews_one_per_customer').on(t.productId, t.userId),
    check('product_reviews_state_known', isOneOf(t.state, REVIEW_STATES)),
    index('product_reviews_product_state_idx').on(t.productId, t.state, t.createdAt.desc()),
    index('product_reviews_state_idx').on(t.state, t.createdAt.desc()),
  ],
);

/** One row per order whose customer was asked for reviews; the primary key is the guard. */
export const reviewRequests = pgTable('review_requests', {
  orderId: text('order_id').primaryKey(),
  createdAt: createdAt(),
});

/** Customers who used the one-click opt-out of review requests. */
export const reviewRequestOptOuts = pgTable('review_request_opt_outs', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** The maker's review settings: at most one row (id 1). */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: integer('id').primaryKey().default(1),
    requestAfterDays: integer('request_after_days').notNull().default(7),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('review_settings_single_row', sql`${t.id} = 1`),
    check('review_settings_days_range', sql`${t.requestAfterDays} between 1 and 90`),
  ],
);
