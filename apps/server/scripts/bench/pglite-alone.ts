/**
 * The floor under the shop's start: a Node process that only opens the same data directory with
 * PGlite and the same extension (pg_trgm) and answers one query, timed like the server's start
 * (spawn to ready, median of several). The bench prints the shop's start as a ratio of it, so the
 * figure holds on a fast and a slow machine alike.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { PGLITE_SETTINGS, WASM_TIERING_BUDGET } from '../../src/db/pglite-settings.ts';

/** What the child runs: plain ESM, resolved from the server package (where PGlite is). */
const CHILD = `
const [{ PGlite }, { pg_trgm }] = await Promise.all([
  import('@electric-sql/pglite'),
  import('@electric-sql/pglite/contrib/pg_trgm'),
]);
const settings = JSON.parse(process.env.PGLITE_SETTINGS ?? '[]');
const db = await PGlite.create({
  dataDir: process.env.PGLITE_DIR,
  extensions: { pg_trgm },
  ...(settings.length ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
});
await db.query('select 1');
process.stdout.write('ready\\n');
await db.close();
`;

/**
 * `withShopSettings`: the same process with the settings the shop opens PGlite with (its shared
 * buffers and V8's WebAssembly optimisation budget), which shows what the shop adds over the
 * database itself. The judged floor is PGlite alone as it comes.
 */
export async function timePgliteOpen(
  dataDir: string,
  cwd: string,
  { withShopSettings = false }: { withShopSettings?: boolean } = {},
): Promise<number> {
  const startedAt = performance.now();
  const nodeArgs = withShopSettings ? [`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, '--input-type=module', '-e', CHILD], {
    cwd,
    env: {
      ...process.env,
      PGLITE_DIR: dataDir,
      PGLITE_SETTINGS: JSON.stringify(withShopSettings ? PGLITE_SETTINGS : []),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const readyMs = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(performance.now() - startedAt);
    });
    child.on('exit', (code) => reject(new Error(`PGlite alone exited with ${code} before ready`)));
  });
  await new Promise((resolve) => child.on('exit', resolve));
  return readyMs;
}
