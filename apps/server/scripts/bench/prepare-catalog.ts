/** A fresh data directory holding a migrated PGlite database with a bulk-seeded catalog. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProductImage } from '@shop/shared/schemas/product';
import { migrateDatabase, openDatabase } from '../../src/db/client.ts';
import { seedBulkProducts } from '../../src/seed/bulk-products.ts';
import { DEMO_PRODUCTS } from '../../src/seed/demo-products.ts';
import { mapWithLimit, renderProductImage } from '../../src/seed/render-product-images.ts';
import { createLocalStorage } from '../../src/modules/media/index.ts';

/** Distinct pictures the synthetic products share (1-4 each). */
const SHARED_IMAGES = 6;

export async function createTempDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
}

/**
 * Real image files in `<dataDir>/uploads` for the synthetic products to share: pages of the
 * bench catalog load in a browser (Lighthouse) exactly as a shop's would, with no missing image
 * answering 404 and logging a console error.
 */
async function renderSharedImages(dataDir: string): Promise<ProductImage[]> {
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  return mapWithLimit(DEMO_PRODUCTS.slice(0, SHARED_IMAGES), 2, (product) =>
    renderProductImage(storage, { name: product.name, art: product.art, seed: 0, view: 0 }),
  );
}

/**
 * Seeds `productCount` products into `<dataDir>/pg`, where the server looks for its database,
 * with their pictures under `<dataDir>/uploads`; or into the PostgreSQL database at
 * `databaseUrl` (image records only: those runs read JSON, not pages).
 */
export async function prepareCatalog(
  target: string | { databaseUrl: string },
  productCount: number,
): Promise<void> {
  const images = typeof target === 'string' ? await renderSharedImages(target) : undefined;
  const database = await openDatabase(
    typeof target === 'string' ? { pgliteDir: path.join(target, 'pg') } : target,
  );
  try {
    await migrateDatabase(database);
    await seedBulkProducts(database.db, productCount, { images });
  } finally {
    await database.close();
  }
}
