/**
 * A read on the storefront's hot path (ADR 015): Drizzle builds and prepares the query once, and
 * on PostgreSQL each call then runs Drizzle's own statement (its name, SQL and type parsers)
 * straight on the `pg` pool and decodes each row with the selected columns' own decoders. That is
 * what Drizzle's execute does, without the tracing spans, the query-cache hook, the three promises
 * and the per-row type checks it wraps around every call: on an uncached product answer those
 * cost 3-4 µs of the server's ~60 µs of CPU per request.
 *
 * For flat selections of table columns (`{ name: table.column, ... }`). On PGlite, or inside a
 * transaction, Drizzle's prepared statement runs as it is. `hot-read.test.ts` holds the result to
 * Drizzle's own, so a Drizzle upgrade that changes its statement fails there, not in production.
 */
import { is, Placeholder, type Column } from 'drizzle-orm';
import type { QueryArrayConfig } from 'pg';
import { poolOf, type Db } from './client.ts';

type PreparedSelect<Row> = {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
};
type BuiltSelect<Row> = {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): PreparedSelect<Row>;
};

export type HotRead<Row> = (values: Record<string, unknown>) => Promise<Row[]>;

export function prepareHotRead<Row>(
  db: Db,
  {
    name,
    query,
    selection,
  }: { name: string; query: BuiltSelect<Row>; selection: Readonly<Record<string, Column>> },
): HotRead<Row> {
  const statement = query.prepare(name);
  // The statement Drizzle sends for it: name, text, array mode and its type parsers.
  const config = (statement as unknown as { queryConfig?: QueryArrayConfig }).queryConfig;
  const pool = poolOf(db);
  if (!pool || config?.rowMode !== 'array' || config.name !== name) {
    return (values) => statement.execute(values);
  }
  const valueOf = query
    .toSQL()
    .params.map((param) =>
      is(param, Placeholder)
        ? (values: Record<string, unknown>) => values[param.name]
        : () => param,
    );
  // Drizzle selects the columns in the selection's order.
  const keys = Object.keys(selection);
  const columns = Object.values(selection);
  const toRow = (cells: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const cell = cells[i];
      row[keys[i]!] = cell === null ? null : columns[i]!.mapFromDriverValue(cell);
    }
    return row as Row;
  };
  return async (values) => {
    const result = await pool.query<unknown[]>(
      config,
      valueOf.map((value) => value(values)),
    );
    return result.rows.map(toRow);
  };
}
