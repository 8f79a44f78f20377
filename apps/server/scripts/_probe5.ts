import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { seedBulkProducts } from '../src/db/seed/bulk-products.ts';
import { listProducts } from '../src/modules/catalog/list-products.ts';
import { productListQuerySchema } from '@shop/shared/schemas/product';

const dir = process.argv[2];
if (dir && !fs.existsSync(dir)) {
  const h0 = await openDatabase({ pgliteDir: dir });
  await migrateDatabase(h0);
  await seedBulkProducts(h0.db, 10_000);
  await h0.close();
}
let t0 = performance.now();
const h = dir ? await openDatabase({ pgliteDir: dir }) : await openDatabase({});
console.log('open', (performance.now() - t0).toFixed(0));
if (!dir) { await migrateDatabase(h); await seedBulkProducts(h.db, 10_000); }
const queries = ['', 'category=amigurumi', 'minPrice=20&maxPrice=80&sortBy=price-low', 'search=bunny'];
for (const q of queries) {
  const params = productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
  for (let i = 0; i < 20; i++) await listProducts(h.db, params);
  const n = 100; t0 = performance.now();
  for (let i = 0; i < n; i++) await listProducts(h.db, params);
  console.log(q.padEnd(50), ((performance.now() - t0) / n).toFixed(2), 'ms');
}
const r = await h.pglite!.query<{ name: string; setting: string }>(`select name, setting from pg_settings where name in ('shared_buffers','work_mem','effective_cache_size','wal_buffers', 'fsync', 'synchronous_commit')`);
console.log(r.rows);
console.log('rss', process.memoryUsage().rss / 1e6);
await h.close();
