import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { seedBulkProducts } from '../src/db/seed/bulk-products.ts';
const h = await openDatabase({});
await migrateDatabase(h);
await seedBulkProducts(h.db, 10_000);
const pg = h.pglite!;
const cols = 'id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at';
for (const q of [
  `select ${cols} from products where deleted_at is null order by created_at desc nulls last, id limit 24`,
  `select count(*) from products where deleted_at is null`,
  `select ${cols} from products where deleted_at is null and category='amigurumi' order by created_at desc nulls last, id limit 24`,
  `select count(*) from products where deleted_at is null and category='amigurumi'`,
  `select ${cols} from products where deleted_at is null and price_cents >= 2000 and price_cents <= 8000 order by price_cents, id limit 24`,
  `select count(*) from products where deleted_at is null and price_cents >= 2000 and price_cents <= 8000`,
]) {
  const r = await pg.query<{ 'QUERY PLAN': string }>('explain (analyze, buffers off) ' + q);
  console.log(r.rows.map((x) => x['QUERY PLAN']).filter(l => !/Planning:|Buffers/.test(l)).join('\n'), '\n');
}
await h.close();
