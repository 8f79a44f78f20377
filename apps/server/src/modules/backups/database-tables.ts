/**
 * What a backup reads from and writes into the database, asked of PostgreSQL's own catalog (the
 * same on PGlite): every table of the shop's schema in foreign-key order (a row's parent before
 * the row), the columns a restore may write (not generated ones), and the tables whose ids come
 * from a sequence. Asking the catalog instead of listing tables here means a module's new
 * table is in the next backup without anyone remembering to add it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

export type TableInfo = {
  name: string;
  /** Columns a restore writes (generated columns are computed again). */
  columns: string[];
  /** Identity columns need OVERRIDING SYSTEM VALUE to take the backup's ids. */
  hasIdentity: boolean;
  /** Columns filled from a sequence, whose next value a restore moves past the restored ids. */
  sequenced: string[];
};

/** `"name"`, for identifiers read from the catalog. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Orders tables so that every table comes after the tables it references. */
function dependencyOrder(names: string[], references: { child: string; parent: string }[]) {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const parentsOf = new Map<string, string[]>();
  for (const { child, parent } of references) {
    if (child === parent) continue;
    parentsOf.set(child, [...(parentsOf.get(child) ?? []), parent]);
  }
  const visit = (name: string) => {
    const seen = state.get(name);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new Error(`Tables reference each other in a cycle at ${name}`);
    state.set(name, 'visiting');
    for (const parent of (parentsOf.get(name) ?? []).sort()) visit(parent);
    state.set(name, 'done');
    ordered.push(name);
  };
  for (const name of [...names].sort()) visit(name);
  return ordered;
}

export async function shopTables(db: Db): Promise<TableInfo[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`),
  ).map((row) => row.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select cc.relname as child, pc.relname as parent
      from pg_constraint k
      join pg_class cc on cc.oid = k.conrelid join pg_namespace cn on cn.oid = cc.relnamespace
      join pg_class pc on pc.oid = k.confrelid
      where k.contype = 'f' and cn.nspname = 'public'`),
  );
  const columns = rowsOf<{
    table: string;
    column: string;
    generated: string;
    identity: string;
    serial: boolean;
  }>(
    await db.execute(sql`
      select table_name as table, column_name as column, is_generated as generated,
        is_identity as identity, coalesce(column_default like 'nextval(%', false) as serial
      from information_schema.columns where table_schema = 'public'
      order by table_name, ordinal_position`),
  );
  return dependencyOrder(tables, references).map((name) => {
    const own = columns.filter((c) => c.table === name);
    return {
      name,
      columns: own.filter((c) => c.generated !== 'ALWAYS').map((c) => c.column),
      hasIdentity: own.some((c) => c.identity === 'YES'),
      sequenced: own.filter((c) => c.identity === 'YES' || c.serial).map((c) => c.column),
    };
  });
}
