import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { seedBulkProducts } from '../src/db/seed/bulk-products.ts';
import { listProducts } from '../src/modules/catalog/list-products.ts';
import { productListQuerySchema } from '@shop/shared/schemas/product';
import { sql } from 'drizzle-orm';

const h = await openDatabase({});
await migrateDatabase(h);
let t0 = performance.now();
await seedBulkProducts(h.db, 10_000);
console.log('seed ms', (performance.now() - t0).toFixed(0));
const queries = ['', 'category=hats', 'minPrice=20&maxPrice=80&sortBy=price-low', 'search=bunny', 'sortBy=rating', 'inStock=true&sortBy=price-high', 'category=bags&search=tote&sortBy=rating', 'page=50'];
for (const q of queries) {
  const params = productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
  for (let i = 0; i < 20; i++) await listProducts(h.db, params);
  const n = 100; t0 = performance.now();
  for (let i = 0; i < n; i++) await listProducts(h.db, params);
  console.log(q.padEnd(50), ((performance.now() - t0) / n).toFixed(2), 'ms');
}
for (const q of [sql`select count(*) from products where deleted_at is null`, sql`select count(*) from products where deleted_at is null and name ilike '%bunny%'`, sql`select 1`]) {
  t0 = performance.now();
  for (let i = 0; i < 100; i++) await h.db.execute(q);
  console.log('raw', ((performance.now() - t0) / 100).toFixed(2));
}
await h.close();
