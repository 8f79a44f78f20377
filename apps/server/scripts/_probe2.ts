import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { seedBulkProducts } from '../src/db/seed/bulk-products.ts';

const h = await openDatabase({});
await migrateDatabase(h);
await seedBulkProducts(h.db, 10_000);
const pg = h.pglite!;
async function time(label: string, q: string, n = 50) {
  for (let i = 0; i < 5; i++) await pg.query(q);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await pg.query(q);
  console.log(label.padEnd(40), ((performance.now() - t0) / n).toFixed(2), 'ms');
}
async function explain(q: string) {
  const r = await pg.query<{ 'QUERY PLAN': string }>('explain analyze ' + q);
  console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
}
const cols = 'id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at';
await explain(`select ${cols} from products where deleted_at is null order by created_at desc, id limit 24`);
await time('default desc', `select ${cols} from products where deleted_at is null order by created_at desc, id limit 24`);
await time('default desc nulls last', `select ${cols} from products where deleted_at is null order by created_at desc nulls last, id limit 24`);
await explain(`select ${cols} from products where deleted_at is null order by created_at desc nulls last, id limit 24`);
await time('count', `select count(*) from products where deleted_at is null`);
await time('ilike', `select count(*) from products where name ilike '%bunny%'`);
await time('like lower', `select count(*) from products where lower(name) like '%bunny%'`);
await time('like', `select count(*) from products where name like '%Bunny%'`);
await pg.query(`create index live_idx on products (created_at desc, id) where deleted_at is null`);
await pg.query('vacuum analyze products');
await explain(`select count(*) from products where deleted_at is null`);
await time('count after vacuum', `select count(*) from products where deleted_at is null`);
await time('count(id) category', `select count(*) from products where deleted_at is null and category='hats'`);
await h.close();
