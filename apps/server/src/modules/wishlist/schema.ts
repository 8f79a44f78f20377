/** The wishlist module's table: saved products per user. */
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns.ts';
import { user } from '../accounts/schema.ts';
import { products } from '../catalog/schema.ts';

export const wishlists = pgTable(
  'wishlists',
  {
    userId: belongsTo('user_id', () => user.id),
    productId: belongsTo('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlists_product_idx').on(t.productId),
  ],
);
