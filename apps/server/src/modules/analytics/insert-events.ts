/**
 * Writes a batch of events in one statement with one parameter: the rows as a JSON array, which
 * the database unpacks itself (`json_to_recordset`). Building an insert of thousands of rows
 * with ten parameters each costs the server more CPU than the page views it counts (every value
 * is bound and checked one by one, and the database parses and plans a statement as long); one
 * JSON string costs a `JSON.stringify` and one parse in the database, the same on PGlite and on
 * PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AnalyticsEventKind } from './schema.ts';

/** One event as written; a missing field is null. */
export type EventRow = {
  occurred_at: string;
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

export async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into analytics_events
      (occurred_at, day, visitor, kind, path, product_id, order_id, source, medium, campaign)
    select occurred_at, day, visitor, kind, path, product_id, order_id, source, medium, campaign
    from json_to_recordset(${JSON.stringify(rows)}::json) as e(
      occurred_at timestamptz, day date, visitor text, kind text, path text,
      product_id text, order_id text, source text, medium text, campaign text
    )`);
}
