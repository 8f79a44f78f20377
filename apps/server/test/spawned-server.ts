/**
 * The real server as a child process, for the fault tests that stop and start its database:
 * spawned from the sources on a free port with a data directory of its own, its output kept for
 * the failure message, and stopped with SIGTERM as a supervisor would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './throwaway-postgres.ts';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export type SpawnedServer = {
  base: string;
  process: ChildProcess;
  log(): string;
  /** Polls `check` every 100 ms; fails at once, with the server's output, if the server exits. */
  waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number>;
  status(url: string): Promise<number>;
  stop(): Promise<void>;
};

export async function spawnServer({
  databaseUrl,
  env = {},
}: {
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<SpawnedServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-spawned-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const waitFor: SpawnedServer['waitFor'] = async (check, timeoutMs, what) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`the server exited (${child.exitCode})\n${output.slice(-4000)}`);
      }
      if (await check().catch(() => false)) return Date.now();
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${what}\n${output.slice(-4000)}`);
  };

  return {
    base,
    process: child,
    log: () => output,
    waitFor,
    status: async (url) => (await fetch(`${base}${url}`).catch(() => null))?.status ?? 0,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
