/** The stock-alerts module's table: back-in-stock requests. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, isOneOf, timestamptz } from '../../db/columns.ts';
import { user } from '../accounts/schema.ts';
import { products, productVariants } from '../catalog/schema.ts';

/** unconfirmed (visitor, mail sent) → waiting → notified. */
export const STOCK_ALERT_STATUSES = ['unconfirmed', 'waiting', 'notified'] as const;

/**
 * "Email me when it's back": one open entry per product and address. Visitors confirm by mail
 * first (double opt-in); the entry is marked notified when its one mail is queued.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: belongsTo('product_id', () => products.id),
    /** The sold-out variant asked about; null for a product without options. */
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: STOCK_ALERT_STATUSES }).notNull(),
    /** SHA-256 of the visitor's confirmation token. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamptz('confirmed_at'),
    notifiedAt: timestamptz('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_alerts_status_known', isOneOf(t.status, STOCK_ALERT_STATUSES)),
    uniqueIndex('stock_alerts_open_idx')
      .on(t.productId, sql`coalesce(${t.variantId}, '')`, t.email)
      .where(sql`status <> 'notified'`),
    index('stock_alerts_product_status_idx').on(t.productId, t.status),
    uniqueIndex('stock_alerts_token_idx').on(t.confirmTokenHash),
  ],
);
