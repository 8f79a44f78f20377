/**
 * Where the shop keeps its files, read straight from the environment: the server's entry needs
 * the embedded database's folder before the configuration module (and its schema library) has
 * even loaded, to start opening the database at once (ADR 017). config.ts derives the same.
 */
import path from 'node:path';

export const DEFAULT_DATA_DIR = './data';

export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pg');
}

/** The embedded database's folder, or undefined when DATABASE_URL names a PostgreSQL server. */
export function embeddedDatabaseDirOf(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.DATABASE_URL) return undefined;
  return embeddedDatabaseDir(env.DATA_DIR || DEFAULT_DATA_DIR);
}
