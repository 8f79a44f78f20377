/**
 * A throwaway PostgreSQL server for fault tests: initdb into a temp dir, started with pg_ctl on
 * a free port, so a test can stop and restart it without disturbing the machine's cluster or
 * other tests. Uses the machine's PostgreSQL binaries (/usr/lib/postgresql/<n>/bin, Debian's
 * layout); as root it runs them as the `postgres` user, since PostgreSQL refuses to run as root.
 *   const pg = await startThrowawayPostgres();   // null when no binaries exist
 *   pg.url('shop'); await pg.stop(); await pg.start(); await pg.destroy();
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { withClient } from './pg-admin.ts';

const run = promisify(execFile);

export type ThrowawayPostgres = {
  port: number;
  url: (database: string) => string;
  /** pg_ctl stop -m fast: what an operator's restart or a failover does to live connections. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

export function findPostgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => /^\d+$/.test(v) && Number(v) >= 15)
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) {
      return bin;
    }
  }
  return null;
}

/** Whether a fault test can run here; one without the binaries says it was skipped. */
export function canRunThrowawayPostgres(test: string): boolean {
  if (findPostgresBinaries() !== null) return true;
  console.warn(`SKIPPED ${test} fault test: no PostgreSQL binaries in /usr/lib/postgresql`);
  return false;
}

/** A throwaway server holding an empty `shop` database, for the server process under test. */
export async function startThrowawayShopDatabase(): Promise<ThrowawayPostgres> {
  const database = (await startThrowawayPostgres())!;
  await withClient(database.url('postgres'), (c) => c.query('create database shop'));
  return database;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = findPostgresBinaries();
  if (!bin) return null;
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-throwaway-pg-'));
  const dataDir = path.join(dir, 'data');
  if (isRoot) await run('chown', ['postgres:postgres', dir]);
  const pgRun = (tool: string, args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);

  await pgRun('initdb', ['-D', dataDir, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const logFile = path.join(dir, 'server.log');
  const start = async () => {
    await pgRun('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', logFile, '-w', 'start']);
  };
  const stop = async () => {
    await pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    port,
    url: (database) => `postgres://shop@127.0.0.1:${port}/${database}`,
    stop,
    start,
    async destroy() {
      await pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
