import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const rss = () => (Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) / 1024).toFixed(0);
const mode = process.argv[2];
const base = ["--single","-F","-O","-j","-c","search_path=public","-c","exit_on_error=false","-c","log_checkpoints=false","-c","max_worker_processes=0","-c","max_parallel_workers=0","-c","max_parallel_workers_per_gather=0","-c","io_method=sync","-c","max_parallel_maintenance_workers=0"];
const opts: any = { dataDir: '/tmp/bench-keep/pg', extensions: mode === 'noext' ? {} : { pg_trgm } };
if (mode === 'sb32') opts.startParams = [...base, '-c', 'shared_buffers=32MB'];
if (mode === 'sb16') opts.startParams = [...base, '-c', 'shared_buffers=16MB'];
if (mode === 'mem64') opts.initialMemory = 64 * 1024 * 1024;
const t = performance.now();
const pg = new PGlite(opts);
await pg.waitReady;
const openMs = performance.now() - t;
const r0 = rss();
for (let i = 0; i < 50; i++) {
  await pg.query(`select * from products where deleted_at is null order by created_at desc nulls last, id limit 24 offset ${i * 24}`);
  await pg.query(`select count(*) from products where name ilike '%bunny%'`);
}
await pg.query(`select * from products order by name`);
console.log(mode, 'open ms', openMs.toFixed(0), 'rss open', r0, 'after', rss(), (await pg.query<any>('show shared_buffers')).rows[0], 'mem', ((pg as any).mod?.HEAP8?.length / 1e6).toFixed(0));
await pg.close();
