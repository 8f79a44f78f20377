import { openDatabase } from '../src/db/client.ts';
const h = await openDatabase({ pgliteDir: process.argv[2] ?? '/tmp/bench-keep/pg' });
const pg = h.pglite!;
async function time(label: string, q: string, n = 100) {
  for (let i = 0; i < 10; i++) await pg.query(q);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await pg.query(q);
  console.log(label.padEnd(30), ((performance.now() - t0) / n).toFixed(3), 'ms');
}
const cols = 'id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at';
await time('select 1', 'select 1');
await time('page', `select ${cols} from products where deleted_at is null order by created_at desc nulls last, id limit 24`);
await time('page+snap', `select ${cols}, (select case when pg_current_xact_id_if_assigned() is null then pg_current_snapshot()::text end) from products where deleted_at is null order by created_at desc nulls last, id limit 24`);
await time('count', `select count(*) from products where deleted_at is null`);
const r = await pg.query<any>(`explain analyze select ${cols}, (select case when pg_current_xact_id_if_assigned() is null then pg_current_snapshot()::text end) from products where deleted_at is null order by created_at desc nulls last, id limit 24`);
console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
await h.close();
