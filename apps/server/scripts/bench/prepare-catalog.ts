/** A fresh data directory holding a migrated PGlite database with a bulk-seeded catalog. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../../src/db/client.ts';
import { seedBulkProducts } from '../../src/db/seed/bulk-products.ts';

export async function createTempDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
}

/**
 * Seeds `productCount` products into `<dataDir>/pg`, where the server looks for its database,
 * or into the PostgreSQL database at `databaseUrl`.
 */
export async function prepareCatalog(
  target: string | { databaseUrl: string },
  productCount: number,
): Promise<void> {
  const database = await openDatabase(
    typeof target === 'string' ? { pgliteDir: path.join(target, 'pg') } : target,
  );
  try {
    await migrateDatabase(database);
    await seedBulkProducts(database.db, productCount);
  } finally {
    await database.close();
  }
}
