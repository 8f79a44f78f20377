/** The gift-wrap module's table: the maker's price, at most one row (id 1). No row: not offered. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';

export const giftWrapSettings = pgTable(
  'gift_wrap_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Null: the shop does not offer gift wrap. */
    priceCents: integer('price_cents'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('gift_wrap_settings_single_row', sql`${t.id} = 1`),
    check(
      'gift_wrap_settings_price_not_negative',
      sql`${t.priceCents} is null or ${t.priceCents} >= 0`,
    ),
  ],
);
