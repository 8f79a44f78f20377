import { PGlite } from '@electric-sql/pglite';
function cpuOf() { const c = process.cpuUsage(); const t = performance.now(); return () => { const d = process.cpuUsage(c); return [(d.user + d.system) / 1000, performance.now() - t]; }; }
for (const dir of [undefined, '/tmp/bench-keep/pg']) {
  const pg = new PGlite({ dataDir: dir });
  await pg.waitReady;
  for (let i = 0; i < 100; i++) await pg.query('select 1');
  const stop = cpuOf();
  for (let i = 0; i < 500; i++) await pg.query('select 1');
  const [cpu, wall] = stop();
  console.log(dir ?? 'memory', 'cpu', (cpu! / 500).toFixed(3), 'wall', (wall! / 500).toFixed(3));
  await pg.close();
}
