/** The feeds module's table: when each product feed was last built, and how many items it held. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

export const feedBuilds = pgTable('feed_builds', {
  /** google, pinterest or meta. */
  feed: text('feed').primaryKey(),
  builtAt: timestamptz('built_at').notNull(),
  items: integer('items').notNull(),
  warnings: integer('warnings').notNull(),
});
