import fs from 'node:fs';
import { openDatabase } from '../src/db/client.ts';
import { prepareCatalog } from './bench/prepare-catalog.ts';
import { listProducts } from '../src/modules/catalog/list-products.ts';
import { productListQuerySchema } from '@shop/shared/schemas/product';
const dir = '/tmp/bench-keep';
if (!fs.existsSync(dir)) { fs.mkdirSync(dir); await prepareCatalog(dir, 10_000); }
const h = await openDatabase({ pgliteDir: dir + '/pg' });
const pg = h.pglite!;
let captured = '';
const orig = pg.query.bind(pg);
(pg as any).query = async (q: string, p: unknown[], o: unknown) => { captured = q; (globalThis as any).lastParams = p; return orig(q, p, o as never); };
for (const q of ['search=bunny', '']) {
  await listProducts(h.db, productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q))));
  const sqlText = captured; const params = (globalThis as any).lastParams;
  console.log(sqlText, params);
  const r = await orig<any>('explain (analyze, buffers off) ' + sqlText, params);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'), '\n');
}
function cpuOf() { const c = process.cpuUsage(); return () => { const d = process.cpuUsage(c); return (d.user + d.system) / 1000; }; }
for (const q of ['', 'category=amigurumi', 'minPrice=20&maxPrice=80&sortBy=price-low', 'search=bunny']) {
  const params = productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
  for (let i = 0; i < 20; i++) await listProducts(h.db, params);
  const stop = cpuOf();
  for (let i = 0; i < 200; i++) await listProducts(h.db, params);
  console.log(q.padEnd(45), (stop() / 200).toFixed(3), 'ms cpu');
}
await h.close();
