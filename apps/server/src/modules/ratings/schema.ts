/** The ratings module's table: one 1–5 rating per product and user. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { user } from '../accounts/schema.ts';
import { products } from '../catalog/schema.ts';

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
