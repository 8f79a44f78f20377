import { openDatabase } from '../src/db/client.ts';
const h = await openDatabase({ pgliteDir: '/tmp/bench-keep/pg' });
const pg = h.pglite!;
const cols = 'id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at';
for (const q of [
  `select ${cols} from products where deleted_at is null and name ilike '%bunny%' order by created_at desc nulls last, id limit 24`,
  `select count(*) from products where deleted_at is null and name ilike '%bunny%'`,
  `select ${cols} from products where deleted_at is null and price_cents >= 2000 and price_cents <= 8000 order by price_cents, id limit 24`,
]) {
  const r = await pg.query<any>('explain (analyze, buffers off) ' + q);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'), '\n');
}
console.log((await pg.query(`select count(*) filter (where name ilike '%bunny%') b, count(*) from products`)).rows);
await h.close();
