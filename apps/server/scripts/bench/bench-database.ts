/**
 * The frame of a PostgreSQL bench that runs replicas: a fresh database named for the run on the
 * server BENCH_DATABASE_URL names, a temp folder for the replicas' data, and, however the run
 * ends, every replica stopped, the folder removed and the database dropped.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { databaseUrlNamed, withClient } from '../../test/pg-admin.ts';
import { freePort, startServer, type ServerProcess } from './server-process.ts';

export type BenchDatabase = {
  databaseUrl: string;
  /** Starts one replica (named for its data folder) on the database, with `env` added. */
  startReplica: (replica: string, env?: Record<string, string>) => Promise<ServerProcess>;
};

export async function withBenchDatabase<T>(
  { serverUrl, name }: { serverUrl: string; name: string },
  run: (bench: BenchDatabase) => Promise<T>,
): Promise<T> {
  const databaseUrl = databaseUrlNamed(serverUrl, name);
  await withClient(serverUrl, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const servers: ServerProcess[] = [];
  const startReplica = async (replica: string, env: Record<string, string> = {}) => {
    const server = await startServer(path.join(dataDir, replica), await freePort(), {
      env: {
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
        ...env,
      },
    });
    servers.push(server);
    return server;
  };
  try {
    return await run({ databaseUrl, startReplica });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await fs.rm(dataDir, { recursive: true, force: true });
    await withClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}
