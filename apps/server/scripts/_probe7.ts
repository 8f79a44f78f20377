import fs from 'node:fs';
import { prepareCatalog } from './bench/prepare-catalog.ts';
import { freePort, startServer } from './bench/server-process.ts';
import { readCpuMs, readRssMb, LISTING_QUERIES } from './bench/load-test.ts';

const dir = '/tmp/bench-keep';
if (!fs.existsSync(dir)) { fs.mkdirSync(dir); await prepareCatalog(dir, 10_000); }
const server = await startServer(dir, await freePort());
console.log('ready ms', server.readyMs.toFixed(0), 'rss', readRssMb(server.pid).toFixed(0));
const paths = process.argv.slice(2).length ? process.argv.slice(2) : [...LISTING_QUERIES, '/api/health'];
for (const path of paths) {
  for (let i = 0; i < 50; i++) await (await fetch(server.baseUrl + path)).arrayBuffer();
  const n = 400;
  const cpu0 = readCpuMs(server.pid);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await (await fetch(server.baseUrl + path)).arrayBuffer();
  const wall = (performance.now() - t0) / n;
  console.log(`cpu ${((readCpuMs(server.pid) - cpu0) / n).toFixed(3)} ms  wall ${wall.toFixed(2)} ms  ${path}`);
}
console.log('rss', readRssMb(server.pid).toFixed(0));
await server.stop();
