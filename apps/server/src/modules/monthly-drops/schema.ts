/** The monthly-drops module's table. */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

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
