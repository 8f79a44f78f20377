/** The one row a select finds, or null: the query is cut to its first row. */
export async function firstRow<Row>(query: {
  limit(count: number): PromiseLike<Row[]>;
}): Promise<Row | null> {
  const [row] = await query.limit(1);
  return row ?? null;
}
