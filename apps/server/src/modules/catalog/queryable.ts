import type { Database, Tx } from '../../db/client.ts';

/** Catalog reads run on the database or inside a caller's transaction (checkout, say). */
export type Queryable = Database | Tx;
