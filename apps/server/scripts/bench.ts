/**
 * `npm run bench`: the shop's performance budgets, measured on the real server.
 *   1. a fresh data directory with 10,000 products on embedded PGlite;
 *   2. server start with that existing data directory (second start; the first warms caches);
 *   3. GET /api/products under a mix of storefront queries at 10 connections: p95 latency, RSS;
 *   4. if the web app is built: gzipped JS of the home page, and no admin code in it.
 * Prints measured value vs budget and exits non-zero when a budget is missed. The temp data
 * directory and the server process are cleaned up whatever happens.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { probeQueries, runLoad } from './bench/load-test.ts';
import { createTempDataDir, prepareCatalog } from './bench/prepare-catalog.ts';
import {
  freePort,
  killServersSync,
  startServer,
  type ServerProcess,
} from './bench/server-process.ts';
import { canMeasureInBrowser, measureHomePageJs } from './bench/home-page-js.ts';
import { measureInitialJs } from './bench/web-bundle.ts';

const PRODUCTS = 10_000;
const CONNECTIONS = 10;
const DURATION_S = 10;
const BUDGET = { startMs: 3000, p95Ms: 25, rssMb: 450, homeJsKb: 150 };
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

type Row = { metric: string; measured: string; budget: string; pass: boolean | null };
const rows: Row[] = [];
const check = (metric: string, measured: string, budget: string, pass: boolean | null) =>
  rows.push({ metric, measured, budget, pass });

let dataDir: string | undefined;
let server: ServerProcess | undefined;

function cleanupSync() {
  killServersSync();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.once('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanupSync();
    process.exit(130);
  });
}

const log = (message: string) => console.log(`── ${message}`);
/** Latency on a shared machine says little without knowing how busy it was. */
const machineLoad = () =>
  `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} CPUs`;

async function main() {
  log(`machine: ${machineLoad()}`);
  dataDir = await createTempDataDir();
  let started = performance.now();
  await prepareCatalog(dataDir, PRODUCTS);
  log(
    `seeded ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s (${dataDir})`,
  );

  const port = await freePort();
  server = await startServer(dataDir, port);
  log(`first start: ${server.readyMs.toFixed(0)} ms (not judged: warms caches)`);
  await server.stop();

  server = await startServer(dataDir, port);
  log(
    `second start: ${server.readyMs.toFixed(0)} ms, of which ${server.readyCpuMs.toFixed(0)} ms CPU`,
  );
  check(
    'server start, existing data dir',
    `${(server.readyMs / 1000).toFixed(2)} s`,
    `< ${BUDGET.startMs / 1000} s`,
    server.readyMs < BUDGET.startMs,
  );

  log('service time per query (1 connection):');
  for (const q of await probeQueries(server.baseUrl)) {
    console.log(
      `   p50 ${q.p50Ms.toFixed(2).padStart(6)} ms  p95 ${q.p95Ms.toFixed(2).padStart(6)} ms  ${q.path}`,
    );
  }

  log(`load: ${CONNECTIONS} connections for ${DURATION_S} s on the listing mix (${machineLoad()})`);
  started = performance.now();
  const load = await runLoad({
    baseUrl: server.baseUrl,
    pid: server.pid,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
  });
  log(
    `${load.requests} requests, ${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50Ms.toFixed(1)} ms, p99 ${load.p99Ms.toFixed(1)} ms, server CPU ${load.cpuMsPerRequest.toFixed(2)} ms/request`,
  );
  check(
    'GET /api/products p95 (10 conns)',
    `${load.p95Ms.toFixed(1)} ms`,
    `< ${BUDGET.p95Ms} ms`,
    load.p95Ms < BUDGET.p95Ms,
  );
  check('failed requests under load', String(load.failures), '0', load.failures === 0);
  check(
    'server RSS under load (max)',
    `${load.maxRssMb.toFixed(0)} MB`,
    `< ${BUDGET.rssMb} MB`,
    load.maxRssMb < BUDGET.rssMb,
  );
  if (fs.existsSync(path.join(webDist, 'index.html'))) {
    // In a real browser when there is one: it also counts the lazy chunks the page pulls in.
    const inBrowser = canMeasureInBrowser();
    const js = inBrowser ? await measureHomePageJs(server.baseUrl) : measureInitialJs(webDist);
    const kb = js.totalGzipBytes / 1024;
    log(
      `home page JS (${inBrowser ? 'loaded in Chromium' : 'named by index.html'}): ${js.files.map((f) => `${f.file} ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`,
    );
    check(
      'home page JS (gzip)',
      `${kb.toFixed(1)} KB`,
      `< ${BUDGET.homeJsKb} KB`,
      kb < BUDGET.homeJsKb,
    );
    check(
      'admin code in initial JS',
      js.adminLeaks.length ? js.adminLeaks.join('; ') : 'none',
      'none',
      js.adminLeaks.length === 0,
    );
  } else {
    check(
      'home page JS (gzip)',
      'skipped: apps/web/dist not built',
      `< ${BUDGET.homeJsKb} KB`,
      null,
    );
  }
  await server.stop();
}

function printTable() {
  const header: Row = { metric: 'metric', measured: 'measured', budget: 'budget', pass: null };
  const width = (key: 'metric' | 'measured' | 'budget') =>
    Math.max(...[header, ...rows].map((r) => r[key].length));
  const line = (r: Row, result: string) =>
    `${r.metric.padEnd(width('metric'))}  ${r.measured.padEnd(width('measured'))}  ${r.budget.padEnd(width('budget'))}  ${result}`;
  console.log(`\n${line(header, 'result')}`);
  for (const r of rows) console.log(line(r, r.pass === null ? 'SKIP' : r.pass ? 'PASS' : 'FAIL'));
}

let failed = false;
try {
  await main();
} catch (error) {
  console.error(`bench failed: ${(error as Error).stack ?? error}`);
  failed = true;
} finally {
  await server?.stop().catch(() => undefined);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
printTable();
if (failed || rows.some((r) => r.pass === false)) {
  console.log('\nbench: FAIL');
  process.exit(1);
}
console.log('\nbench: PASS');
