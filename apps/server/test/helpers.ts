/**
 * Test helpers: an app on a fresh real database per test file, signed-in callers and factories.
 *   const t = await buildTestApp();          // closes itself after the file
 *   const alice = await t.signUp();          // { cookie, user, inject }
 *   const admin = await t.signUp({ role: 'admin' });
 *   await alice.inject({ method: 'POST', url: '/api/wishlist', payload: {...} });
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import type { Mailer } from '../src/modules/mail/mailer.ts';
import type { Readiness } from '../src/lib/readiness.ts';
import type { Clock } from '../src/lib/clock.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
let ipCounter = 1;
/** A distinct client address, so per-client rate limits of one test never hit another. */
export const nextClientIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/**
 * PGlite databases this worker opened and no test uses any more. Vitest runs the server suite
 * without isolation (vitest.config.ts), so this module, and the pool, live as long as the worker:
 * the next file takes one back emptied (every table truncated) instead of starting a new
 * PGlite from the template, which costs seconds on a busy machine. Same content as a fresh copy:
 * the template holds the migrated, empty schema, no rows.
 */
const idlePglites: DatabaseHandle[] = [];

async function emptyDatabase(handle: DatabaseHandle) {
  const { rows } = await handle.pglite!.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((row) => `"public"."${row.tablename}"`).join(', ');
  if (tables) await handle.pglite!.exec(`truncate table ${tables} restart identity cascade`);
}

async function acquireDatabase(): Promise<DatabaseHandle> {
  const reused = idlePglites.pop();
  if (reused) {
    await emptyDatabase(reused);
    return reused;
  }
  return freshDatabase();
}

async function releaseDatabase(handle: DatabaseHandle) {
  if (handle.kind === 'pglite') idlePglites.push(handle);
  else await handle.close();
}

async function freshDatabase(): Promise<DatabaseHandle> {
  const templateDb = inject('pgTemplateDb');
  const databaseUrl = process.env.DATABASE_URL;
  if (templateDb && databaseUrl) {
    // Named after the run's template so a run only ever drops its own copies.
    const name = `${templateDb.replace('shop_template_', 'shop_t_')}_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDb}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString() });
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

export type TestUser = {
  cookie: string;
  user: { id: string; email: string; role: string };
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** `mailer` replaces the dev outbox transport (e.g. one that fails on purpose). */
export async function buildTestApp(
  env: Record<string, string> = {},
  { mailer, readiness, clock }: { mailer?: Mailer; readiness?: Readiness; clock?: Clock } = {},
) {
  // A parent directory of the test's own around its data directory: a test that looks next to
  // the data directory (did an upload escape it?) reads only this, never the system's temp dir.
  const testRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const dataDir = path.join(testRoot, 'data');
  await fs.mkdir(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: TEST_ORIGIN,
    ...env,
  });
  const database = await acquireDatabase();
  const app = await buildApp({
    config,
    database,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    mailer,
    readiness,
    clock,
    logger: false,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await releaseDatabase(database);
    await fs.rm(testRoot, { recursive: true, force: true });
  });

  const db = database.db;

  async function signUp(
    options: { email?: string; password?: string; role?: 'user' | 'admin'; name?: string } = {},
  ): Promise<TestUser> {
    const email = options.email ?? `user-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = options.password ?? 'correct horse battery';
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: nextClientIp(),
      payload: { email, password, name: options.name ?? email.split('@')[0] },
    });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    const cookie = cookieHeader(res.headers['set-cookie']);
    const body = res.json() as { user: { id: string; email: string } };
    const role = options.role ?? 'user';
    if (role === 'admin') {
      await db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, body.user.id));
    }
    return {
      cookie,
      user: { id: body.user.id, email, role },
      inject: (opts) => injectWithCookie(cookie, opts),
    };
  }

  function injectWithCookie(cookie: string, opts: InjectOptions) {
    return app.inject({
      ...opts,
      headers: { origin: TEST_ORIGIN, ...opts.headers, cookie },
    });
  }

  return { app, db, database, config, dataDir, dbKind: database.kind, signUp };
}

/** Turns set-cookie response headers into a Cookie request header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/**
 * The usual start of a file: an app, an admin and a shopper signed up before the tests.
 *   const { t, admin, shopper } = await buildTestAppWithUsers();
 */
export async function buildTestAppWithUsers(
  options: { env?: Record<string, string>; shopperEmail?: string } = {},
) {
  const t = await buildTestApp(options.env);
  const admin = await t.signUp({ role: 'admin' });
  const shopper = await t.signUp({ email: options.shopperEmail });
  return { t, admin, shopper };
}
