/** The ratings module's table: one 1–5 rating per product and user. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns.ts';
import { user } from '../accounts/schema.ts';
import { products } from '../catalog/schema.ts';

export const productRatings = pgTable(
  'product_ratings',
  {
    productId: belongsTo('product_id', () => products.id),
    userId: belongsTo('user_id', () => user.id),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    check('product_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);
