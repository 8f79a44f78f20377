/**
 * Prepares one migrated database template per test run: a PGlite data-dir dump, or, when
 * DATABASE_URL is set, a PostgreSQL template database. Each test file then starts from a copy.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `shop_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('pgTemplateDb', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      const { rows } = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`shop_t_${process.pid}_%`, template],
      );
      for (const row of rows) await c.query(`drop database if exists ${row.datname} with (force)`);
      await c.end();
    };
  }
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `shop-pglite-template-${process.pid}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
  return async () => {
    await fs.rm(file, { force: true });
  };
}
