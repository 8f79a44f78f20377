/**
 * Every place a text can be stored: each text, varchar and json column of every table in the
 * database, read from the catalog (so tables added later are scanned without changing this).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows-of.ts';

export type Column = { table: string; column: string; type: string };

export async function textColumns(db: Db): Promise<Column[]> {
  return rowsOf<Column>(
    await db.execute(
      sql`select c.table_name as "table", c.column_name as "column", c.data_type as "type"
            from information_schema.columns c
            join information_schema.tables t
              on t.table_schema = c.table_schema and t.table_name = c.table_name
           where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
             and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
             and c.table_name not like '__drizzle%'
           order by 1, 2`,
    ),
  );
}

/** `table.column: word` for every column holding any of the words (case-insensitive). */
export async function findTraces(db: Db, words: readonly string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const { table, column } of await textColumns(db)) {
    for (const word of words) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)}
               where strpos(lower(${sql.identifier(column)}::text), ${word.toLowerCase()}) > 0`,
        ),
      );
      if (row!.n > 0) hits.push(`${table}.${column}: ${word}`);
    }
  }
  return hits;
}
