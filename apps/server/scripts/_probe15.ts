import { openDatabase } from '../src/db/client.ts';
import { sql } from 'drizzle-orm';
import { productListSchema } from '@shop/shared/schemas/product';
import { listProducts } from '../src/modules/catalog/list-products.ts';
import { productListQuerySchema } from '@shop/shared/schemas/product';
const h = await openDatabase({ pgliteDir: '/tmp/bench-keep/pg' });
const params = productListQuerySchema.parse({});
const jsonVariant = async () => {
  const r = await h.db.execute<{ page: string }>(sql`select coalesce(json_agg(p), '[]')::text as page from (select id, name, description, price_cents as "priceCents", images, stock, rating, reviews_count as "reviewsCount", category, featured, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", (select pg_current_snapshot()::text) as snap from products where deleted_at is null order by created_at desc nulls last, id limit 24) p`);
  return JSON.parse((r as any).rows[0].page);
};
const jsonRows = async () => {
  const r = await h.db.execute<{ p: string }>(sql`select json_build_object('id', id, 'name', name, 'description', description, 'priceCents', price_cents, 'images', images, 'stock', stock, 'rating', rating, 'reviewsCount', reviews_count, 'category', category, 'featured', featured, 'createdAt', created_at)::text as p, (select pg_current_snapshot()::text) as snap from products where deleted_at is null order by created_at desc nulls last, id limit 24`);
  return (r as any).rows.map((x: any) => { const o = JSON.parse(x.p); o.createdAt = new Date(o.createdAt).toISOString(); return o; });
};
const c = async () => JSON.stringify(productListSchema.parse({ items: await jsonRows(), total: 1, page: 1, pageSize: 24 }));
const a = async () => JSON.stringify(productListSchema.parse(await listProducts(h.db, params)));
const b = async () => JSON.stringify(productListSchema.parse({ items: await jsonVariant(), total: 1, page: 1, pageSize: 24 }));
console.log((await jsonVariant())[0]);
const tot = { a: 0, b: 0, c: 0 };
for (let round = 0; round < 10; round++) {
  for (const [k, fn] of [['a', a], ['b', b], ['c', c]] as const) {
    const c = process.cpuUsage();
    for (let i = 0; i < 100; i++) await fn();
    const d = process.cpuUsage(c); if (round > 1) tot[k] += (d.user + d.system) / 1000;
  }
}
console.log('drizzle rows', (tot.a / 800).toFixed(3), 'json agg', (tot.b / 800).toFixed(3), 'json rows', (tot.c / 800).toFixed(3));
console.log((await jsonRows())[0].createdAt);
await h.close();
