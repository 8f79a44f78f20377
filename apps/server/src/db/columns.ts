/** Column helpers shared by every module's tables: text UUID ids, timestamptz stamps, CHECKs. */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, text, timestamp } from 'drizzle-orm/pg-core';

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });

/** A moment in time: `timestamp with time zone`, the only kind of stamp the shop stores. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * `column in ('a', 'b', …)` for a CHECK constraint, from the same list the column's type and the
 * shared zod enum use, so the database refuses what the API would. The values are our own
 * constants (letters, digits, dashes, underscores), never input, hence the raw SQL.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[a-z0-9_-]+$/.test(value)) throw new Error(`Unexpected enum value ${value}`);
  }
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
