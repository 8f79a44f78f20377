/**
 * One page of an admin listing: the page's rows, as its query selects and orders them, and the
 * count of every row the same filter matches, both read at once.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

export type PageParams = { page: number; pageSize: number };

export type PageOfRows<Row> = PageParams & { rows: Row[]; total: number };

export async function readPage<Row>(
  db: Db,
  {
    rows,
    table,
    where,
    page,
    pageSize,
  }: PageParams & {
    /** The filtered and ordered select, before its limit and offset. */
    rows: { limit(count: number): { offset(count: number): PromiseLike<Row[]> } };
    table: PgTable;
    where: SQL | undefined;
  },
): Promise<PageOfRows<Row>> {
  const [pageRows, [counted]] = await Promise.all([
    rows.limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: pageRows, total: Number(counted?.total ?? 0), page, pageSize };
}
