/** The monthly-drops module's tables: drops, the products they hold, and launch notifications. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamptz } from '../../db/columns.ts';
import { products } from '../catalog/schema.ts';

export const monthlyDrops = pgTable(
  'monthly_drops',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull(),
    imageUrl: text('image_url').notNull(),
    /** The calendar day shown on the announcement. */
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    /** The moment its products go on sale and its notifications go out. */
    releaseAt: timestamptz('release_at').notNull(),
    /** When the launch sweep sent its notifications (null until then). */
    launchedAt: timestamptz('launched_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('monthly_drops_stock_non_negative', sql`${t.stock} >= 0`),
    check('monthly_drops_price_non_negative', sql`${t.priceCents} >= 0`),
    index('monthly_drops_unlaunched_idx')
      .on(t.releaseAt)
      .where(sql`launched_at is null`),
  ],
);

/** The products a drop holds: each product is in at most one drop. */
export const monthlyDropProducts = pgTable(
  'monthly_drop_products',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    dropId: belongsTo('drop_id', () => monthlyDrops.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('monthly_drop_products_drop_idx').on(t.dropId, t.position)],
);

/**
 * "Notify me at launch": a visitor's address for one drop. Confirmed by mail first (double
 * opt-in); `notifiedAt` is set in the transaction that queues its one launch mail.
 */
export const dropLaunchSignups = pgTable(
  'drop_launch_signups',
  {
    id: id(),
    dropId: belongsTo('drop_id', () => monthlyDrops.id),
    email: text('email').notNull(),
    /** SHA-256 of the confirmation token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamptz('confirmed_at'),
    notifiedAt: timestamptz('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('drop_launch_signups_drop_email_idx').on(t.dropId, t.email),
    uniqueIndex('drop_launch_signups_token_idx').on(t.confirmTokenHash),
    index('drop_launch_signups_waiting_idx')
      .on(t.dropId)
      .where(sql`confirmed_at is not null and notified_at is null`),
  ],
);
