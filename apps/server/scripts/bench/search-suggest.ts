/**
 * Search as you type under load: GET /api/search/suggest for every prefix (two characters and
 * more) of words shoppers type, misspellings included, at a fixed number of connections. Two
 * figures: as served (the public answer cache keeps the answers of a prefix already asked), and
 * uncached (a session cookie keeps that cache out, so every request runs the trigram queries).
 */
import { runLoad, type LoadResult } from './load-test.ts';

/** What shoppers type, typos and all: each is asked prefix by prefix, as it is typed. */
const TYPED = [
  'blankit',
  'amigurmi',
  'bunny',
  'teddy bear',
  'terracota',
  'scarf',
  'beanie',
  'market tote',
  'octopus',
  'lavendar',
  'coaster',
  'baby bootees',
];

export const SUGGEST_PATHS = [
  ...new Set(
    TYPED.flatMap((word) =>
      Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2).trim()),
    ),
  ),
].map((q) => `/api/search/suggest?q=${encodeURIComponent(q)}`);

/** A session cookie: the public answer cache stays out of requests that carry one. */
const UNCACHED = { cookie: 'better-auth.session_token=bench-bypasses-the-public-cache' };

export async function measureSuggestions(options: {
  baseUrl: string;
  pid: number;
  connections: number;
  durationSeconds: number;
}): Promise<{ cached: LoadResult; uncached: LoadResult }> {
  const run = (headers?: Record<string, string>) =>
    runLoad({ ...options, paths: SUGGEST_PATHS, headers });
  // One pass warms the JIT, the pool and the planner's statistics.
  await runLoad({ ...options, durationSeconds: 2, paths: SUGGEST_PATHS, headers: UNCACHED });
  const uncached = await run(UNCACHED);
  const cached = await run();
  return { cached, uncached };
}
