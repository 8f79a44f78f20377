/**
 * Fault test: the real server process started while its PostgreSQL is stopped. It must not
 * exit: liveness answers 200, readiness and the API 503 while it retries with backoff; once
 * PostgreSQL starts, it migrates, creates the admin from ADMIN_EMAIL and serves, by itself.
 * Runs on a throwaway PostgreSQL (throwaway-postgres.ts); skipped only without its binaries.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from './spawned-server.ts';
import {
  canRunThrowawayPostgres,
  startThrowawayShopDatabase,
  type ThrowawayPostgres,
} from './throwaway-postgres.ts';

const hasPostgres = canRunThrowawayPostgres('database-startup');

let database: ThrowawayPostgres | undefined;
let server: SpawnedServer | null = null;

afterAll(async () => {
  await server?.stop();
  await database?.destroy();
});

describe.skipIf(!hasPostgres)('a server started while PostgreSQL is stopped', () => {
  it('stays up, reports not ready, and serves once PostgreSQL starts', async () => {
    database = await startThrowawayShopDatabase();
    await database.stop();

    server = await spawnServer({
      databaseUrl: database.url('shop'),
      env: { ADMIN_EMAIL: 'maker@example.com', ADMIN_PASSWORD: 'maker password 1' },
    });
    const { base, status, waitFor } = server;

    await waitFor(async () => (await status('/api/health/live')) === 200, 30_000, 'liveness');
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'starting' });
    const products = await fetch(`${base}/api/products`);
    expect(products.status).toBe(503);
    expect(await products.json()).toMatchObject({ error: { code: 'unavailable' } });
    // A few retry rounds with the database away: still up, still not ready.
    await new Promise((r) => setTimeout(r, 2000));
    expect(server.process.exitCode).toBeNull();
    expect(await status('/api/health')).toBe(503);
    expect(server.log()).toMatch(/the database is not there yet; retrying/);

    await database.start();
    await waitFor(async () => (await status('/api/health')) === 200, 30_000, 'readiness');
    expect(await status('/api/products')).toBe(200);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maker@example.com', password: 'maker password 1' }),
    });
    expect(signIn.status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    // Reads that start by themselves wait for the schema instead of failing while it is away.
    expect(server.log()).not.toMatch(/release schedule unreadable/);
  }, 90_000);
});
