/**
 * Fault test: the real server process started while its PostgreSQL is stopped. It must not
 * exit: liveness answers 200, readiness and the API 503 while it retries with backoff; once
 * PostgreSQL starts, it migrates, creates the admin from ADMIN_EMAIL and serves, by itself.
 * Runs on a throwaway PostgreSQL (throwaway-postgres.ts); skipped only without its binaries.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findPostgresBinaries,
  freePort,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from './throwaway-postgres.ts';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const hasPostgres = findPostgresBinaries() !== null;
if (!hasPostgres) {
  console.warn(
    'SKIPPED database-startup fault test: no PostgreSQL binaries in /usr/lib/postgresql',
  );
}

let database: ThrowawayPostgres | null = null;
let server: ChildProcess | null = null;
let serverLog = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await database?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!hasPostgres)('a server started while PostgreSQL is stopped', () => {
  it('stays up, reports not ready, and serves once PostgreSQL starts', async () => {
    database = await startThrowawayPostgres();
    const admin = new pg.Client({ connectionString: database!.url('postgres') });
    await admin.connect();
    await admin.query('create database shop');
    await admin.end();
    await database!.stop();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: database!.url('shop'),
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'maker@example.com',
        ADMIN_PASSWORD: 'maker password 1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));

    const status = async (url: string) =>
      (await fetch(`${base}${url}`).catch(() => null))?.status ?? 0;
    const waitFor = async (check: () => Promise<boolean>, timeoutMs: number, what: string) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (server!.exitCode !== null) {
          throw new Error(`the server exited (${server!.exitCode})\n${serverLog.slice(-4000)}`);
        }
        if (await check()) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`timed out waiting for ${what}\n${serverLog.slice(-4000)}`);
    };

    await waitFor(async () => (await status('/api/health/live')) === 200, 30_000, 'liveness');
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'starting' });
    const products = await fetch(`${base}/api/products`);
    expect(products.status).toBe(503);
    expect(await products.json()).toMatchObject({ error: { code: 'unavailable' } });
    // A few retry rounds with the database away: still up, still not ready.
    await new Promise((r) => setTimeout(r, 2000));
    expect(server.exitCode).toBeNull();
    expect(await status('/api/health')).toBe(503);
    expect(serverLog).toMatch(/the database is not there yet; retrying/);

    await database!.start();
    await waitFor(async () => (await status('/api/health')) === 200, 30_000, 'readiness');
    expect(await status('/api/products')).toBe(200);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maker@example.com', password: 'maker password 1' }),
    });
    expect(signIn.status).toBe(200);
    expect(server.exitCode).toBeNull();
  }, 90_000);
});
