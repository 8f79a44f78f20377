import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './bench/server-process.ts';
import autocannon from 'autocannon';

const dir = '/tmp/bench-keep';
const port = await freePort();
fs.rmSync('/tmp/prof', { recursive: true, force: true });
const { DATABASE_URL: _d, ...env } = process.env;
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'src/server.ts'], {
  env: { ...env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(base + '/api/health')).ok) break; } catch {} await new Promise(r => setTimeout(r, 50)); }
const paths = process.argv.slice(2);
await new Promise((res) => autocannon({ url: base, connections: 10, duration: 6, requests: paths.map((path) => ({ method: 'GET', path })) }, (e, r) => { console.log('req', r.requests.total); res(r); }));
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
const file = fs.readdirSync('/tmp/prof').find((f) => f.endsWith('.cpuprofile'))!;
const prof = JSON.parse(fs.readFileSync('/tmp/prof/' + file, 'utf8'));
const byId = new Map(prof.nodes.map((n: any) => [n.id, n]));
const self = new Map<number, number>();
const dt = prof.timeDeltas as number[];
prof.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const agg = new Map<string, number>();
const aggFile = new Map<string, number>();
for (const [id, t] of self) {
  const n: any = byId.get(id);
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, '').slice(0, 80)}:${cf.lineNumber}`;
  agg.set(key, (agg.get(key) ?? 0) + t);
  const fk = cf.url.replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/, '$1').replace(/.*\/apps\/server\//, 'server:').slice(0, 60) || cf.functionName;
  aggFile.set(fk, (aggFile.get(fk) ?? 0) + t);
}
const total = [...agg.values()].reduce((a, b) => a + b, 0);
console.log('total ms', (total / 1000).toFixed(0));
for (const [k, v] of [...aggFile].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(0).padStart(7), (100 * v / total).toFixed(1).padStart(5) + '%', k);
console.log('---');
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(0).padStart(7), (100 * v / total).toFixed(1).padStart(5) + '%', k);
