import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const res: Record<string, number[]> = { ext: [], noext: [] };
for (let i = 0; i < 4; i++) {
  for (const mode of ['ext', 'noext']) {
    const t = performance.now();
    const pg = new PGlite({ dataDir: '/tmp/bench-keep/pg', extensions: mode === 'ext' ? { pg_trgm } : {}, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
    await pg.waitReady;
    await pg.query('select 1');
    res[mode]!.push(performance.now() - t);
    await pg.close();
  }
}
console.log(Object.fromEntries(Object.entries(res).map(([k, v]) => [k, v.map((x) => x.toFixed(0)).join(' ')])));
