/** The rows of a raw `db.execute` answer: node-postgres and PGlite both answer `{ rows }`; the shared Db type does not say so. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
