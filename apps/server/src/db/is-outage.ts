/**
 * Is this failure the database being away (answer 503 `unavailable`) rather than a bug (500)?
 * Yes when the error says so, when the database had trouble moments ago, or when it does not
 * answer a ping right now.
 */
import type { Db } from './client.ts';
import {
  hadRecentDatabaseTrouble,
  isDatabaseUnavailableError,
  noteDatabaseTrouble,
} from './database-unavailable.ts';
import { pingDatabase } from './ping-database.ts';

export async function isDatabaseOutage(db: Db, error?: unknown): Promise<boolean> {
  if (error !== undefined && isDatabaseUnavailableError(error)) {
    noteDatabaseTrouble();
    return true;
  }
  if (hadRecentDatabaseTrouble()) return true;
  if (await pingDatabase(db)) return false;
  noteDatabaseTrouble();
  return true;
}
