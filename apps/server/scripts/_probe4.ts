import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { seedBulkProducts } from '../src/db/seed/bulk-products.ts';

let t0 = performance.now();
const pg = new PGlite({ extensions: { pg_trgm } });
await pg.waitReady;
console.log('open', performance.now() - t0);
const db = drizzle({ client: pg, schema });
await migrate(db, { migrationsFolder });
await seedBulkProducts(db as never, 10_000);
async function time(label: string, q: string, params: unknown[] = [], n = 100) {
  for (let i = 0; i < 10; i++) await pg.query(q, params);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await pg.query(q, params);
  console.log(label.padEnd(40), ((performance.now() - t0) / n).toFixed(3), 'ms');
}
const cols = 'id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at';
await time('ilike seq count', `select count(*) from products where deleted_at is null and name ilike $1`, ['%bunny%']);
t0 = performance.now();
await pg.exec('create extension if not exists pg_trgm; create index trgm on products using gin (name gin_trgm_ops) where deleted_at is null');
console.log('create trgm', performance.now() - t0);
await pg.exec('analyze products');
await time('ilike trgm count', `select count(*) from products where deleted_at is null and name ilike $1`, ['%bunny%']);
await time('ilike trgm page+window', `select ${cols}, count(*) over() from products where deleted_at is null and name ilike $1 order by created_at desc nulls last, id limit 24`, ['%bunny%']);
await time('ilike trgm page+window tote', `select ${cols}, count(*) over() from products where deleted_at is null and name ilike $1 order by created_at desc nulls last, id limit 24`, ['%tote%']);
await time('ilike trgm 2char', `select ${cols}, count(*) over() from products where deleted_at is null and name ilike $1 order by created_at desc nulls last, id limit 24`, ['%bu%']);
await time('ilike trgm common', `select ${cols}, count(*) over() from products where deleted_at is null and name ilike $1 order by created_at desc nulls last, id limit 24`, ['%sage%']);
const r = await pg.query<{ 'QUERY PLAN': string }>(`explain analyze select ${cols}, count(*) over() from products where deleted_at is null and name ilike '%bunny%' order by created_at desc nulls last, id limit 24`);
console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
await pg.close();
