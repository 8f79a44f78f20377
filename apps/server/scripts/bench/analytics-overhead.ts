/**
 * What counting visits costs the hot path: cached pages (the home page and a product page, from
 * the public answer cache) under load from a browser's user agent, so every answer is counted,
 * on the same data directory with ANALYTICS=false and with it on, in alternating runs (off, on,
 * on, off, off, on: a machine getting busier or quieter during the runs weighs on both alike). Every run
 * starts its own server, asks each page once to fill the cache, then measures the same requests
 * for the same time; the only difference is the setting. A run is long enough to hold one write
 * of the buffer (every 5 s), as a running shop does. The throughput with analytics is reported
 * as a share of the throughput without.
 */
import { runLoad, type LoadResult } from './load-test.ts';
import { startServer } from './server-process.ts';

/** An ordinary desktop Chrome: counted (autocannon's own user agent would be a robot's). */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const CONNECTIONS = 10;
const DURATION_S = 6;
const ROUNDS = 3;

export type AnalyticsOverhead = { off: LoadResult[]; on: LoadResult[]; ratio: number };

const mean = (runs: LoadResult[]) =>
  runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length;

export async function measureAnalyticsOverhead(
  dataDir: string,
  port: number,
  pagePaths: string[],
): Promise<AnalyticsOverhead> {
  const off: LoadResult[] = [];
  const on: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const isOn of round % 2 === 0 ? [false, true] : [true, false]) {
      const server = await startServer(dataDir, port, {
        env: { ANALYTICS: isOn ? 'true' : 'false' },
      });
      try {
        // Fill the cache, then measure answers from it.
        for (const path of pagePaths) await fetch(server.baseUrl + path);
        const result = await runLoad({
          baseUrl: server.baseUrl,
          pid: server.pid,
          connections: CONNECTIONS,
          durationSeconds: DURATION_S,
          paths: pagePaths,
          // As a browser asks (compressed): the run measures the request path, not the copying
          // of a page's uncompressed bytes.
          headers: {
            'user-agent': BROWSER_USER_AGENT,
            accept: 'text/html',
            'accept-encoding': 'br, gzip',
          },
        });
        (isOn ? on : off).push(result);
      } finally {
        await server.stop();
      }
    }
  }
  return { off, on, ratio: mean(on) / mean(off) };
}
