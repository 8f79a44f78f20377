/**
 * A timestamp as the API writes it (an ISO string). Rows read through Drizzle's query builder
 * carry Dates; rows of raw SQL on PGlite or `pg` may carry the database's text, read here alike.
 */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The same for a timestamp that may be unset (null stays null). */
export function isoTimeOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : isoTime(value);
}
