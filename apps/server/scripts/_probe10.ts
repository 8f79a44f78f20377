import { openDatabase } from '../src/db/client.ts';
import { listProducts } from '../src/modules/catalog/list-products.ts';
import { productListQuerySchema, productListSchema } from '@shop/shared/schemas/product';
const h = await openDatabase({ pgliteDir: '/tmp/bench-keep/pg' });
const pg = h.pglite!;
function cpuOf() { const c = process.cpuUsage(); return () => { const d = process.cpuUsage(c); return (d.user + d.system) / 1000; }; }
async function measure(label: string, fn: () => Promise<unknown> | unknown, n = 300) {
  for (let i = 0; i < 30; i++) await fn();
  const stop = cpuOf();
  for (let i = 0; i < n; i++) await fn();
  console.log(label.padEnd(34), (stop() / n).toFixed(3), 'ms cpu');
}
const cols = 'id,name,description,price_cents,images,stock,rating,reviews_count,category,featured,created_at';
await measure('select 1', () => pg.query('select 1'));
await measure('raw page', () => pg.query(`select ${cols} from products where deleted_at is null order by created_at desc nulls last, id limit 24`));
await measure('raw page params', () => pg.query(`select ${cols} from products where deleted_at is null order by created_at desc nulls last, id limit $1`, [24]));
await measure('raw page array', () => pg.query(`select ${cols} from products where deleted_at is null order by created_at desc nulls last, id limit $1`, [24], { rowMode: 'array' }));
await measure('raw page json', () => pg.query(`select json_agg(t)::text from (select ${cols} from products where deleted_at is null order by created_at desc nulls last, id limit $1) t`, [24]));
await measure('raw count', () => pg.query(`select count(*) from products where deleted_at is null`));
for (const q of ['', 'category=amigurumi', 'minPrice=20&maxPrice=80&sortBy=price-low', 'search=bunny']) {
  const params = productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
  await measure(`listProducts ${q}`, () => listProducts(h.db, params));
}
const params = productListQuerySchema.parse({});
const result = await listProducts(h.db, params);
await measure('zod parse response', () => productListSchema.safeParse(result));
await measure('JSON.stringify', () => JSON.stringify(result));
await measure('query parse', () => productListQuerySchema.safeParse({ minPrice: '20', maxPrice: '80', sortBy: 'price-low' }));
await h.close();
