import { openDatabase } from '../src/db/client.ts';
const h = await openDatabase({ pgliteDir: '/tmp/bench-keep/pg' });
const pg = h.pglite!;
const J = (t: string) => `json_build_object('id', ${t}.id, 'name', ${t}.name, 'description', ${t}.description, 'priceCents', ${t}.price_cents, 'images', ${t}.images, 'stock', ${t}.stock, 'rating', ${t}.rating, 'reviewsCount', ${t}.reviews_count, 'category', ${t}.category, 'featured', ${t}.featured, 'createdAt', ${t}.created_at)::text`;
const cols = 'id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at';
const W = `deleted_at is null and name ilike $1`;
const O = (t: string) => `${t}.created_at desc nulls last, ${t}.id`;
const variants: Record<string, string> = {
  A_cte: `with matches as (select ${cols} from products where ${W}) select ${J('matches')}, (select count(*) from matches) from matches order by ${O('matches')} limit 24`,
  B_window_join: `select ${J('p')}, page.total from (select id, created_at, count(*) over () as total from products where ${W} order by created_at desc nulls last, id limit 24) page join products p on p.id = page.id order by ${O('page')}`,
  C_window_wide: `select ${J('x')}, x.total from (select ${cols}, count(*) over () as total from products where ${W} order by created_at desc nulls last, id limit 24) x order by ${O('x')}`,
  D_page_only: `select ${J('products')} from products where ${W} order by ${O('products')} limit 24`,
  E_count_only: `select count(*) from products where ${W}`,
};
const tot: Record<string, number> = {};
for (let round = 0; round < 12; round++) {
  for (const [k, q] of Object.entries(variants)) {
    const c = process.cpuUsage();
    for (let i = 0; i < 40; i++) await pg.query(q, ['%bunny%']);
    const d = process.cpuUsage(c);
    if (round >= 2) tot[k] = (tot[k] ?? 0) + (d.user + d.system) / 1000;
  }
}
for (const [k, v] of Object.entries(tot)) console.log(k.padEnd(16), (v / 400).toFixed(3), 'ms cpu');
for (const k of ['B_window_join', 'C_window_wide']) {
  const r = await pg.query<any>('explain analyze ' + variants[k], ['%bunny%']);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'), '\n');
}
await h.close();
