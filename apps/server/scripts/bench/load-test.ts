/**
 * Load on the catalog listing with autocannon: a mix of storefront queries at a fixed number of
 * connections. Every response time is recorded (autocannon's summary has no p95), and the
 * server's resident memory is sampled from /proc while the load runs.
 */
import autocannon, { type Result } from 'autocannon';
import { readCpuMs, readRssMb } from './proc-stats.ts';

export const LISTING_QUERIES = [
  '/api/products',
  '/api/products?category=amigurumi',
  '/api/products?minPrice=20&maxPrice=80&sortBy=price-low',
  '/api/products?search=bunny',
];

export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  failures: number;
  maxRssMb: number;
  /** Server CPU time per request: what latency is made of when the machine is busy. */
  cpuMsPerRequest: number;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export async function runLoad(options: {
  baseUrl: string;
  pid: number;
  connections: number;
  durationSeconds: number;
  paths?: string[];
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let maxRssMb = readRssMb(options.pid);
  const cpuBefore = readCpuMs(options.pid);
  const sampler = setInterval(() => {
    const rss = readRssMb(options.pid);
    if (rss > maxRssMb || Number.isNaN(maxRssMb)) maxRssMb = rss;
  }, 100);
  try {
    const result = await new Promise<Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: options.baseUrl,
          connections: options.connections,
          duration: options.durationSeconds,
          requests: (options.paths ?? LISTING_QUERIES).map((path) => ({
            method: 'GET',
            path,
            headers: options.headers,
          })),
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      instance.on(
        'response',
        (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
          latencies.push(ms);
          if (statusCode !== 200) failures++;
        },
      );
    });
    const cpuMs = readCpuMs(options.pid) - cpuBefore;
    failures += result.errors + result.timeouts;
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      requestsPerSecond: latencies.length / options.durationSeconds,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      failures,
      maxRssMb,
      cpuMsPerRequest: cpuMs / Math.max(1, latencies.length),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** One connection, one query at a time: the service time of each query of the mix. */
export async function probeQueries(baseUrl: string, paths = LISTING_QUERIES, rounds = 100) {
  const rows: { path: string; p50Ms: number; p95Ms: number }[] = [];
  for (const path of paths) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const res = await fetch(baseUrl + path);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({ path, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) });
  }
  return rows;
}
