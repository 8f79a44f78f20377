/**
 * A customer's rating of a product as a SQL expression, for modules whose rows carry the same
 * product and customer (a review's stars are its author's rating): a correlated subquery on this
 * module's table, usable in a select, an order by or a where. The outer columns are written with
 * their table's name (drizzle leaves it out in a one-table select, which would make them name
 * this table's own columns inside the subquery).
 */
import { type AnyColumn, type SQL, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const qualified = (column: AnyColumn) =>
  sql.raw(`"${getTableName((column as PgColumn).table)}"."${column.name}"`);

export function ratingOf(productId: AnyColumn, userId: AnyColumn): SQL<number> {
  return sql<number>`(select r.rating from product_ratings r where r.product_id = ${qualified(productId)} and r.user_id = ${qualified(userId)})`;
}
