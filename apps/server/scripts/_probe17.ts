import { openDatabase } from '../src/db/client.ts';
import { listProducts } from '../src/modules/catalog/list-products.ts';
import { productListQuerySchema } from '@shop/shared/schemas/product';
const h = await openDatabase({ pgliteDir: '/tmp/bench-keep/pg' });
const qs = ['', 'category=amigurumi', 'minPrice=20&maxPrice=80&sortBy=price-low', 'search=bunny'];
const params = qs.map((q) => productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q))));
const tot = qs.map(() => 0);
for (let round = 0; round < 12; round++) {
  for (const [i, p] of params.entries()) {
    const c = process.cpuUsage();
    for (let k = 0; k < 50; k++) await listProducts(h.db, p);
    const d = process.cpuUsage(c);
    if (round >= 2) tot[i]! += (d.user + d.system) / 1000;
  }
}
qs.forEach((q, i) => console.log((tot[i]! / 500).toFixed(3), 'ms cpu', q));
const pg = h.pglite!;
const orig = pg.query.bind(pg);
let last = ''; let lastP: unknown[] = [];
(pg as any).query = async (q: string, p: unknown[], o: unknown) => { last = q; lastP = p; return orig(q, p, o as never); };
for (const p of params) {
  await listProducts(h.db, p);
  const r = await orig<any>('explain (analyze, buffers) ' + last, lastP);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).filter((l: string) => /Time|Buffers|Scan|Sort/.test(l)).join('\n'), '\n');
}
await h.close();
