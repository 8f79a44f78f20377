/**
 * The production command, read from this package's `start` script (`MALLOC_ARENA_MAX=2 node
 * <flags> dist/server.js`), so the benchmark measures exactly what `npm start` runs.
 */
import fs from 'node:fs';

type ProductionCommand = { env: Record<string, string>; nodeArgs: string[] };

export function readProductionCommand(): ProductionCommand {
  const manifest = JSON.parse(
    fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { scripts: { start: string } };
  const words = manifest.scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name, value] = words.shift()!.split('=') as [string, string];
    env[name] = value;
  }
  if (words.shift() !== 'node' || words.at(-1) !== 'dist/server.js') {
    throw new Error(`unexpected start script: ${manifest.scripts.start}`);
  }
  return { env, nodeArgs: words };
}
