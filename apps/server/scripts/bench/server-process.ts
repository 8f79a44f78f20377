/**
 * Runs the real server (the compiled server, with the command and settings `npm start` uses) as a
 * child process on a data directory, and measures how long it takes from spawn to the first 200
 * of /api/health.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { readProductionCommand } from './production-command.ts';
import { readCpuMs } from './proc-stats.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
/** Every server this module started and that has not exited yet. */
const running = new Set<ChildProcess>();

/** Last-resort cleanup (process exit, Ctrl-C): kills every server still running. */
export function killServersSync(): void {
  for (const child of running) child.kill('SIGKILL');
}

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  port: number;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 of /api/health. */
  readyMs: number;
  /** CPU time the server used to get there (on a busy machine, wall time says little). */
  readyCpuMs: number;
  stop: () => Promise<void>;
};

export { freePort } from '../../test/throwaway-postgres.ts';

export async function startServer(
  dataDir: string,
  port: number,
  {
    timeoutMs = 60_000,
    env: extraEnv = {},
  }: {
    timeoutMs?: number;
    /** e.g. DATABASE_URL for the PostgreSQL runs, SEED_DEMO=true for the first start. */
    env?: Record<string, string>;
  } = {},
): Promise<ServerProcess> {
  // The embedded database unless the caller says otherwise, whatever the environment says.
  const { DATABASE_URL: _ignored, NODE_ENV: _env, ...env } = process.env;
  const startedAt = performance.now();
  const production = readProductionCommand();
  const child = spawn(process.execPath, production.nodeArgs, {
    cwd: serverDir,
    env: {
      ...env,
      ...production.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      exitCode = code;
      running.delete(child);
      resolve();
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };

  while (performance.now() - startedAt < timeoutMs) {
    if (exitCode !== undefined)
      throw new Error(`server exited with code ${exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) {
        return {
          child,
          pid: child.pid!,
          port,
          baseUrl,
          readyMs: performance.now() - startedAt,
          readyCpuMs: readCpuMs(child.pid!),
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await stop();
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms`);
}
