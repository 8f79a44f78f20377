/**
 * The hot path against its ceiling: for each cached answer (the listing, a product as
 * JSON and as a server-rendered page, liveness), the exact bytes the shop sends are recorded and
 * served by a bare `node:http` server (ceiling-server.ts); both are loaded in turn, in the same
 * run, and the shop's throughput is reported as a ratio of that ceiling.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http, { type OutgoingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadResult } from './load-test.ts';
import { freePort } from './server-process.ts';

export type HotPathRow = {
  label: string;
  path: string;
  bytes: number;
  shop: LoadResult;
  ceiling: LoadResult;
};

const CONNECTIONS = 10;
const DURATION_S = 6;
/** Per-connection headers: the ceiling must send what the shop sends, minus these. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export type Recorded = { status: number; headers: OutgoingHttpHeaders; bodyBase64: string };

/** A GET with no Accept-Encoding, like autocannon's: the answer as it goes on the wire. */
export function record(
  baseUrl: string,
  urlPath: string,
  requestHeaders: Record<string, string> = {},
): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .get(baseUrl + urlPath, { headers: requestHeaders }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers,
            bodyBase64: Buffer.concat(chunks).toString('base64'),
          });
        });
      })
      .on('error', reject);
  });
}

async function startCeiling(answers: Record<string, Recorded>) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ceiling-')), 'answers.json');
  fs.writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const script = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/** A child server (ceiling-server.ts, raw-pg-server.ts) that prints a line once it listens. */
export async function startChild(script: string, args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url)), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

export async function measureHotPath(
  baseUrl: string,
  pid: number,
  targets: { label: string; path: string }[],
): Promise<HotPathRow[]> {
  const answers: Record<string, Recorded> = {};
  for (const target of targets) {
    await record(baseUrl, target.path); // fills the cache
    answers[target.path] = await record(baseUrl, target.path);
    if (answers[target.path]!.status !== 200) {
      throw new Error(`${target.path} answered ${answers[target.path]!.status}`);
    }
  }
  const ceiling = await startCeiling(answers);
  try {
    const rows: HotPathRow[] = [];
    for (const target of targets) {
      const load = (url: string, serverPid: number) =>
        runLoad({
          baseUrl: url,
          pid: serverPid,
          connections: CONNECTIONS,
          durationSeconds: DURATION_S,
          paths: [target.path],
        });
      // Ceiling, shop, ceiling again: the machine's load drifts, the mean of two brackets it.
      const before = await load(ceiling.baseUrl, ceiling.pid);
      const shop = await load(baseUrl, pid);
      const after = await load(ceiling.baseUrl, ceiling.pid);
      const mean = (a: number, b: number) => (a + b) / 2;
      rows.push({
        ...target,
        bytes: Buffer.from(answers[target.path]!.bodyBase64, 'base64').length,
        shop,
        ceiling: {
          ...before,
          requestsPerSecond: mean(before.requestsPerSecond, after.requestsPerSecond),
          p50Ms: mean(before.p50Ms, after.p50Ms),
          p99Ms: mean(before.p99Ms, after.p99Ms),
        },
      });
    }
    return rows;
  } finally {
    ceiling.stop();
  }
}
