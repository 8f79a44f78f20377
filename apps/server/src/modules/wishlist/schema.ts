/** The wishlist module's table: saved products per user. */
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { user } from '../accounts/schema.ts';
import { products } from '../catalog/schema.ts';

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
