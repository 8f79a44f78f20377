/**
 * The shipping module's table: the rates the maker sets. No rows means the shop's default
 * (shipping free, US only). `position` is the order the checkout offers them in.
 */
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from '../../db/columns.ts';

export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: id(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    estimate: text('estimate').notNull().default(''),
    /** ISO 3166 alpha-2 codes, e.g. ["US"]. */
    countries: jsonb('countries').$type<string[]>().notNull(),
    /** A subtotal of at least this many cents ships free on this rate; null: never free. */
    freeAboveCents: integer('free_above_cents'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('shipping_rates_price_not_negative', sql`${t.priceCents} >= 0`),
    check(
      'shipping_rates_free_above_not_negative',
      sql`${t.freeAboveCents} is null or ${t.freeAboveCents} >= 0`,
    ),
  ],
);
