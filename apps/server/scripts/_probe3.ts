import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { seedBulkProducts } from '../src/db/seed/bulk-products.ts';

const h = await openDatabase({});
await migrateDatabase(h);
await seedBulkProducts(h.db, 10_000);
const pg = h.pglite!;
async function time(label: string, q: string, params: unknown[] = [], n = 200) {
  for (let i = 0; i < 10; i++) await pg.query(q, params);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await pg.query(q, params);
  console.log(label.padEnd(40), ((performance.now() - t0) / n).toFixed(3), 'ms');
}
const order = 'order by created_at desc nulls last, id limit 24';
await time('select 1', 'select 1');
await time('select 1 param', 'select $1::int', [1]);
await time('ids only', `select id from products where deleted_at is null ${order}`);
await time('id,name,price', `select id,name,price_cents from products where deleted_at is null ${order}`);
await time('+description', `select id,name,price_cents,description from products where deleted_at is null ${order}`);
await time('+images', `select id,name,price_cents,description,images from products where deleted_at is null ${order}`);
await time('images::text', `select id,name,price_cents,description,images::text from products where deleted_at is null ${order}`);
await time('all', `select id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at from products where deleted_at is null ${order}`);
await time('all as json', `select json_agg(p) from (select id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at from products where deleted_at is null ${order}) p`);
await time('all as json text', `select json_agg(p)::text from (select id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at from products where deleted_at is null ${order}) p`);
await time('all params', `select id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at from products where deleted_at is null and price_cents >= $1 ${order}`, [0]);
const r = await pg.query<{ e: string; l: string }>(`select pg_encoding_to_char(encoding) e, datcollate l from pg_database where datname = current_database()`);
console.log(r.rows);
await h.close();
