/** Where mails for the maker go: admin accounts' addresses. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from './schema.ts';

export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: user.email }).from(user).where(eq(user.role, 'admin'));
  return rows.map((row) => row.email);
}

/** The oldest admin account's address (the demo admin in the embedded shop), or null. */
export async function getFirstAdminEmail(db: Db): Promise<string | null> {
  const [admin] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.createdAt))
    .limit(1);
  return admin?.email ?? null;
}
