/**
 * The discounts module's tables: the maker's codes, and the uses taken. A use is a redemption
 * row, taken when a checkout is created and deleted when that checkout closes unpaid; `uses`
 * counts the rows and is changed with them under the code's row lock, so a limit holds however
 * many checkouts race for the last use.
 */
import { sql } from 'drizzle-orm';
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
import { DISCOUNT_KINDS } from '@shop/shared/schemas/discount';
import { belongsTo, createdAt, id, isOneOf, timestamptz } from '../../db/columns.ts';

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    /** Upper-cased, so the unique index makes codes unique case-insensitively. */
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    percent: integer('percent'),
    amountCents: integer('amount_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    usageLimit: integer('usage_limit'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** Empty: every product. Otherwise the code applies to these products and categories only. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    paused: boolean('paused').notNull().default(false),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    check('discount_codes_kind_known', isOneOf(t.kind, DISCOUNT_KINDS)),
    check(
      'discount_codes_values_valid',
      sql`(${t.percent} is null or ${t.percent} between 1 and 100) and (${t.amountCents} is null or ${t.amountCents} > 0) and ${t.minSubtotalCents} >= 0 and ${t.uses} >= 0`,
    ),
  ],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    discountId: belongsTo('discount_id', () => discountCodes.id),
    /** The order whose checkout took the use (one use per order). */
    orderId: text('order_id').notNull().unique(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('discount_redemptions_discount_user_idx').on(t.discountId, t.userId)],
);
