/**
 * Writes a batch of events in one statement with one parameter: the rows as a JSON array, which
 * the database unpacks itself (`json_to_recordset`). An insert of thousands of rows with ten
 * parameters each cost the server more CPU than the page views it counted: every value bound
 * and checked one by one, and a statement as long to parse. One JSON string costs a
 * `JSON.stringify` here and one parse in the database, the same on PGlite and PostgreSQL. The
 * time travels as milliseconds since the epoch: a number is cheaper to read than a date's text.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AnalyticsEventKind } from './schema.ts';

/** One event as written; a missing field is null. */
export type EventRow = {
  /** When it happened, in milliseconds since the epoch. */
  at: number;
  day: string;
  visitor: string;
  kind: AnalyticsEventKind;
  path?: string;
  product_id?: string;
  order_id?: string;
  source?: string;
  medium?: string;
  campaign?: string;
};

/** A NUL, or half of a UTF-16 surrogate pair without its other half. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text that came from a visitor (a page's path, a utm value) as the database can store it. A
 * value cut to its length limit may end in half of a character (an emoji is two UTF-16 units),
 * which PostgreSQL's JSON refuses, as its text refuses a NUL: one such value would fail the whole
 * batch, and every later write that retries it. Half a character becomes U+FFFD (as a UTF-8
 * encoder writes it), a NUL is dropped.
 */
export function storableText(value: string): string {
  UNSTORABLE.lastIndex = 0;
  if (!UNSTORABLE.test(value)) return value;
  return value.replace(UNSTORABLE, (found) => (found === '\0' ? '' : '\ufffd'));
}

export async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  // Whole milliseconds times an interval: exact (no rounding through a fraction of a second).
  await db.execute(sql`
    insert into analytics_events
      (occurred_at, day, visitor, kind, path, product_id, order_id, source, medium, campaign)
    select timestamptz 'epoch' + at * interval '1 millisecond', day, visitor, kind, path,
      product_id, order_id, source, medium, campaign
    from json_to_recordset(${JSON.stringify(rows)}::json) as e(
      at bigint, day date, visitor text, kind text, path text,
      product_id text, order_id text, source text, medium text, campaign text
    )`);
}
