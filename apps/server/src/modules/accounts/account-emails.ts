/** The address and name of some accounts by id (for mails other modules send to shoppers). */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from './schema.ts';

export async function findAccountContacts(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, { email: string; name: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(inArray(user.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, { email: row.email, name: row.name }]));
}
